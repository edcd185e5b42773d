import type { Strategy, WidgetModule } from '../src/runtime/types.ts';

export interface Entry {
  name: string;
  selector: string;
  load: () => Promise<WidgetModule>;
  strategy: Strategy;
}

/**
 * Widget name → marker selector(s) → chunk. Formatter-emitted markup is matched by the
 * classes and attributes the engine writes; other widgets use data-vitrine="<name>".
 */
export const registry: Entry[] = [
  {
    name: 'cart-pill',
    selector: '[data-vitrine="cart-pill"]',
    load: () => import('../src/widgets/cart-pill/index.ts'),
    strategy: 'idle',
  },
];
