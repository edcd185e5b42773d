/** The analytics request timeout (engine spec §9). */
export const ANALYTICS_TIMEOUT_MS = 2500;

/** The request got no answer in time (or none at all): status 0, as XHR reports it. */
export class AnalyticsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AnalyticsRequestError';
  }
}

/**
 * A request whose answer the caller reads (the legacy tracker's status, validate mode's verdict),
 * given up after 2500 ms (aborted where the browser can): it rejects then with status 0, as when
 * the network fails. Beacons, whose answer nobody reads, go through the transport instead.
 * Cookies travel (credentials: 'include').
 */
export function timedFetch(
  url: string,
  init: RequestInit,
  timeoutMs = ANALYTICS_TIMEOUT_MS,
): Promise<Response> {
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller?.abort();
      reject(new AnalyticsRequestError(`${url}: no answer within ${timeoutMs} ms`, 0));
    }, timeoutMs);
  });
  const request = Promise.resolve()
    .then(() => fetch(url, { credentials: 'include', ...init, signal: controller?.signal }))
    .catch((error: unknown) => {
      throw error instanceof AnalyticsRequestError
        ? error
        : new AnalyticsRequestError(`${url}: ${String(error)}`, 0);
    });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}
