import type {
  CollectorModule,
  ConsentModule,
  PressModule,
  QueueModule,
  RegisterModule,
  WidgetModule,
} from '../src/runtime/types.ts';
import { chunksBase } from './config.ts';
import type { Entry } from './registry.ts';

/** A module by name: an integrator's own (`own`, from Vitrine.register), or chunks/<name>.js beside the loader. */
export const load = (
  name: string,
  own?: Entry['l'],
): Promise<WidgetModule & CollectorModule & ConsentModule & PressModule & RegisterModule & QueueModule> =>
  (own ? own() : import(/* @vite-ignore */ `${chunksBase}${name}.js`)) as Promise<
    WidgetModule & CollectorModule & ConsentModule & PressModule & RegisterModule & QueueModule
  >;
