import type { VitrineRuntime } from '../../runtime/types.ts';
import { startCommerceHooks } from './commerceHooks.ts';
import { trackerConfig } from './trackerConfig.ts';

/**
 * The tracker collector: started by the loader once consent allows (never before), it hands the
 * storefront's events to what the page defines (commerceHooks.ts). Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  return startCommerceHooks(runtime, trackerConfig(runtime));
}
