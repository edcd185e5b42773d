import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * One thing to deliver in the background. The transport gives it an event id, keeps it until
 * delivered (memory, then the durable outbox) and picks how to send it.
 */
export interface Beacon {
  /** a path under the loader's data-api-base (/api/census/RecordHit …), or an absolute URL */
  url: string;
  /** the body exactly as the endpoint reads it: JSON text, or form-encoded text with `form` */
  body: string;
  /** application/x-www-form-urlencoded rather than text/plain (both need no preflight) */
  form?: boolean;
}

/**
 * INTERIM (the transport helper replaces this body, keeping the signatures): queue a beacon for
 * delivery. Never throws.
 */
export function send(runtime: VitrineRuntime, beacon: Beacon): void {
  try {
    const url = new URL(beacon.url, new URL(runtime.config.apiBase ?? '', location.href)).href;
    const type = beacon.form ? 'application/x-www-form-urlencoded' : 'text/plain;charset=UTF-8';
    const blob = new Blob([beacon.body], { type });
    if (navigator.sendBeacon?.(url, blob)) return;
    fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'include' }).catch(() => undefined);
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
export function useTransport(_runtime: VitrineRuntime): () => void {
  return () => undefined;
}
