import { backoffDelay, retryAfterMs } from '../backoff.ts';

/**
 * Per endpoint (origin and path), how long it is left alone after failures: the backoff (1 s
 * doubling to 5 min, with jitter) or a 429's Retry-After.
 */
export interface EndpointBackoff {
  /** Until when `endpoint` is left alone (ms since the epoch; 0 or past: not). */
  until(endpoint: string): number;
  /** Delivered: the endpoint's failures are forgotten. */
  delivered(endpoint: string): void;
  /** Not delivered (network error, no answer in time, 408, 429, 5xx): until when the endpoint waits. */
  failed(endpoint: string, now: number, response?: Response): number;
  /** Every endpoint may be tried at once (back online; consent refused). */
  clear(): void;
}

export function createEndpointBackoff(): EndpointBackoff {
  const endpoints = new Map<string, { failures: number; until: number }>();
  return {
    until: (endpoint) => endpoints.get(endpoint)?.until ?? 0,
    delivered(endpoint) {
      endpoints.delete(endpoint);
    },
    failed(endpoint, now, response) {
      const state = endpoints.get(endpoint) ?? { failures: 0, until: 0 };
      const retryAfter =
        response?.status === 429 ? retryAfterMs(response.headers.get('Retry-After'), now) : undefined;
      if (retryAfter !== undefined) state.until = Math.max(state.until, now + retryAfter);
      else if (state.until <= now) {
        // One failure a round: the other beacons of the round that failed with it add nothing.
        state.failures += 1;
        state.until = now + backoffDelay(state.failures);
      }
      endpoints.set(endpoint, state);
      return state.until;
    },
    clear() {
      endpoints.clear();
    },
  };
}
