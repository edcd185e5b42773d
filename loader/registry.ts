import * as S from '../src/runtime/selectors.ts';
import type { Strategy, WidgetModule } from '../src/runtime/types.ts';

export interface Entry {
  /** the widget's name, also its chunk's file name: chunks/<name>.js */
  n: string;
  /** when it hydrates (the element's data-vitrine-load overrides it); none (Vitrine.register without one) is idle */
  t?: Strategy | string;
  /** the marker selector */
  s: string;
  /** an integrator's own loader (Vitrine.register); built-in entries load chunks/<name>.js */
  l?: () => Promise<WidgetModule>;
}

/**
 * Every widget of the product, as one compact string because each entry spelt as an object costs
 * ~40 B of the loader's 1.5 KB: `name strategy [selector]`, entries separated by ';'. Without a
 * selector a widget's marker is data-vitrine="<name>". A chunk that is not built yet is a
 * placeholder that mounts nothing (vite.config.ts), so markup for it fails soft.
 */
export const registry: Entry[] = (
  `cart-pill idle;add-to-cart visible ${S.ADD_TO_CART};` +
  `variant-picker visible ${S.VARIANT_PICKER};quantity interaction ${S.QUANTITY};` +
  `subscription visible ${S.SUBSCRIPTION};gift-card visible;instalments visible;` +
  `additional-fields interaction ${S.ADDITIONAL_FIELDS};restock-form visible ${S.RESTOCK_FORM};` +
  'visitor-form visible'
)
  .split(';')
  .map((e) => {
    const [n, t, ...s] = e.split(' ') as [string, string, ...string[]];
    return { n, t, s: s.join(' ') || `[data-vitrine="${n}"]` };
  });
