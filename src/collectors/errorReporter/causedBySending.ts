import { readText } from './readText.ts';

/** How long after a hand-off to the transport a network failure is taken as that send's. */
export const SENDING_WINDOW_MS = 30_000;

// What fetch rejects with when the request could not be made: Chromium, Firefox, Safari.
const _NETWORK_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/**
 * A failed or aborted request soon after the reporter handed its batch to the transport is taken
 * as the transport's (which should keep its failures to itself): reporting it would send again,
 * and fail again. The page's own network failures outside that window are reported as any error.
 */
export function causedBySending(error: unknown, lastSentAt: number | undefined, now: number): boolean {
  if (lastSentAt === undefined || now - lastSentAt > SENDING_WINDOW_MS) return false;
  if (readText(error, 'name') === 'AbortError') return true;
  return _NETWORK_FAILURE.test(readText(error, 'message') ?? '');
}
