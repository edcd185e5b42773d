import type { CollectorModule, WidgetModule } from '../src/runtime/types.ts';
import { chunkUrl } from './config.ts';
import type { Entry } from './registry.ts';

/** An entry's module: an integrator's own loader, or chunks/<name>.js beside the loader. */
export const load = (entry: Pick<Entry, 'n' | 'l'>): Promise<WidgetModule & CollectorModule> =>
  (entry.l ? entry.l() : import(/* @vite-ignore */ chunkUrl(entry.n))) as Promise<
    WidgetModule & CollectorModule
  >;
