import { IN_FLIGHT_LIMIT } from '../splitBody.ts';
import { ANALYTICS_TIMEOUT_MS } from '../timedFetch.ts';
import type { Clock } from './clock.ts';
import type { Pending } from './queue.ts';

/**
 * How a fetch of a beacon ended: delivered (true), refused for good (false), or to be tried
 * again (undefined: no answer, or 408, 429, 5xx, with the answer if any).
 */
export type Answered = (delivered: boolean | undefined, response?: Response) => void;

/** The means a beacon leaves by. */
export interface Sender {
  /** sendBeacon, if there is one and it took the beacon (false when missing, throwing or over its quota). */
  beacon(p: Pending): boolean;
  /**
   * fetch with keepalive while the bytes in flight stay under the limit, else plain fetch;
   * `answered` hears once how it ended. False when there is no fetch or it threw.
   */
  fetch(p: Pending, answered: Answered): boolean;
}

export interface SenderMeans {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sendBeacon: (url: string, data: BodyInit) => boolean;
  clock: Clock;
}

const _FORM_TYPE = 'application/x-www-form-urlencoded';

/** The body as it leaves by `means`: its `meansKey` values say so ('beacon' or 'xhr'). */
function _payload(p: Pending, means: 'beacon' | 'xhr'): string | Blob {
  const body =
    p.meansKey && /^\w+$/.test(p.meansKey)
      ? p.body.replace(new RegExp(`"${p.meansKey}":"(?:beacon|xhr)"`, 'g'), `"${p.meansKey}":"${means}"`)
      : p.body;
  return p.form ? new Blob([body], { type: _FORM_TYPE }) : body;
}

export function createSender({ fetch, sendBeacon, clock }: SenderMeans): Sender {
  /** Bytes riding keepalive fetches now (the browser's limit is shared with sendBeacon). */
  let keepaliveBytes = 0;
  return {
    beacon(p) {
      try {
        return sendBeacon(p.url, _payload(p, 'beacon'));
      } catch {
        return false;
      }
    },

    fetch(p, answered) {
      const keepalive = keepaliveBytes + p.size <= IN_FLIGHT_LIMIT;
      // The analytics request timeout (engine spec §9): a send without an answer in 2500 ms is
      // given up (aborted where the browser can) and tried again after the backoff, so a hung
      // endpoint neither holds the keepalive budget nor the beacon. Should it arrive after all,
      // the server keeps its event id once.
      const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
      let answer: Promise<Response>;
      try {
        // No header of ours: a text/plain or form body needs no preflight, from any origin.
        answer = fetch(p.url, {
          method: 'POST',
          body: _payload(p, 'xhr'),
          keepalive,
          credentials: 'include',
          signal: controller?.signal,
        });
      } catch {
        return false;
      }
      if (keepalive) keepaliveBytes += p.size;
      p.sending = keepalive ? 'keepalive' : 'fetch';
      let done = false;
      const settle = (delivered?: boolean, response?: Response) => {
        if (done) return;
        done = true;
        clock.clearTimeout(timer);
        if (keepalive) keepaliveBytes -= p.size;
        p.sending = undefined;
        answered(delivered, response);
      };
      const timer = clock.setTimeout(() => {
        try {
          controller?.abort();
        } catch {
          // an abort that throws: the timeout below settles it all the same
        }
        settle();
      }, ANALYTICS_TIMEOUT_MS);
      Promise.resolve(answer).then(
        (response) => {
          const status = response.status;
          if (response.ok || response.type === 'opaque') settle(true);
          else if (status === 408 || status === 429 || status >= 500) settle(undefined, response);
          // Any other refusal will not change by sending again.
          else settle(false);
        },
        () => settle(),
      );
      return true;
    },
  };
}
