import type { VitrineRuntime } from '../../runtime/types.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { type Beacon, createTransport, type Transport } from './transport/createTransport.ts';

export type { Beacon } from './transport/createTransport.ts';

/**
 * The runtime as the collectors see it: the page's one transport rides on it, made by the first
 * collector that needs it (the loader knows nothing of it: it costs the loader no byte), so every
 * collector of the page shares one queue, one outbox and one backoff.
 */
interface WithTransport {
  _transport?: Transport;
}

/** This page's transport (over the page's fetch, sendBeacon, IndexedDB and clock), made once. */
export function pageTransport(runtime: VitrineRuntime): Transport {
  const page = runtime as VitrineRuntime & WithTransport;
  return (page._transport ??= createTransport({ apiBase: pageSettings(runtime.config).apiBase }));
}

/** Queue a beacon on the page's transport (`Transport.send`). Never throws. */
export function send(runtime: VitrineRuntime, beacon: Beacon, name?: string): void {
  try {
    pageTransport(runtime).send(beacon, name);
  } catch {
    // never into the host page
  }
}

/** Write a beacon ahead on the page's transport without sending it yet (`Transport.stage`). Never throws. */
export function stage(runtime: VitrineRuntime, name: string, beacon: Beacon): void {
  try {
    pageTransport(runtime).stage(name, beacon);
  } catch {
    // never into the host page
  }
}

/**
 * Each collector calls this in its start and calls the returned function in its stop: the
 * transport listens for page hide and drains the outbox while any collector runs. The loader
 * calls a collector's stop only when consent is refused, so the last release also forgets
 * everything kept (memory queue and outbox database).
 */
export function useTransport(runtime: VitrineRuntime): () => void {
  try {
    return pageTransport(runtime).use();
  } catch {
    return () => undefined;
  }
}
