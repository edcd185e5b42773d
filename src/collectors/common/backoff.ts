/** The first wait after a failure; each further failure doubles it. */
export const BACKOFF_FIRST_MS = 1000;
/** The longest wait between two tries of one endpoint (also the cap on a Retry-After). */
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

/**
 * How long to leave an endpoint alone after its `failures`-th failure in a row: 1 s doubling to
 * 5 min, each wait drawn between half and all of it ("equal jitter"), so pages that failed
 * together do not all come back in the same second. `random` is Math.random's [0, 1).
 */
export function backoffDelay(failures: number, random: number = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, Math.min(30, failures - 1)));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * A 429's Retry-After in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3), at most BACKOFF_MAX_MS; undefined when absent or unreadable (the caller backs off).
 */
export function retryAfterMs(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(BACKOFF_MAX_MS, Math.max(0, ms));
}
