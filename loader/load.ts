import type { CollectorModule, WidgetModule } from '../src/runtime/types.ts';
import { chunksBase } from './config.ts';
import type { Entry } from './registry.ts';

/** An entry's module: an integrator's own loader, or chunks/<name>.js beside the loader. */
export const load = (entry: Pick<Entry, 'n' | 'l'>): Promise<WidgetModule & CollectorModule> =>
  (entry.l ? entry.l() : import(/* @vite-ignore */ `${chunksBase}${entry.n}.js`)) as Promise<
    WidgetModule & CollectorModule
  >;
