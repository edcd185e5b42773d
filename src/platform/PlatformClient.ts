import type { ApiError } from '../api/ApiError.ts';
import { type CallOptions as CoreCallOptions, callRoute, refusalError } from '../api/callRoute.ts';
import { readCrumb } from '../api/crumb.ts';
import type { ResponseOf, Route } from '../api/route.ts';
import { errorBodySchema } from '../api/schemas.ts';
import { NotFoundError } from './NotFoundError.ts';

export interface PlatformClientOptions {
  /** Origin or path prefix of the API; '' or absent: the page's own origin. */
  base?: string;
  /** The fetch to call (default: the global one): a test passes one that keeps cookies. */
  fetch?: typeof fetch;
  /** Where the page's crumb comes from before login (default: the crumb cookie). */
  readCrumb?: () => string | undefined;
  timeoutMs?: number;
}

/** A call's own options; the base and the timeout are the client's. */
export type CallOptions<R extends Route> = Omit<CoreCallOptions<R>, 'base' | 'timeoutMs'>;

export const PLATFORM_TIMEOUT_MS = 15_000;

/**
 * The platform helper calls' one way out. Unlike the storefront's `request` (src/api/request.ts),
 * which only ever sends the page's crumb cookie, it holds the member's session: the xsrfToken
 * login answered goes in the crumb header of every later call (engine spec §7), and a 404 is a
 * NotFoundError that carries the path. Every answer is read as its route declares (`answer`):
 * checked against its schema where the spec shows what it carries, any 2xx where it shows none.
 */
export class PlatformClient {
  /** Set by login, cleared by logout; until then the page's crumb is sent. */
  xsrfToken: string | undefined;
  private readonly _base: string;
  private readonly _fetch: typeof fetch;
  private readonly _readCrumb: () => string | undefined;
  private readonly _timeoutMs: number;

  constructor(options: PlatformClientOptions = {}) {
    this._base = options.base ?? '';
    this._fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this._readCrumb =
      options.readCrumb ?? (() => (typeof document === 'undefined' ? undefined : readCrumb()));
    this._timeoutMs = options.timeoutMs ?? PLATFORM_TIMEOUT_MS;
  }

  async call<R extends Route>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
    // The one HTTP core (src/api/callRoute.ts), as request() uses it, with this client's crumb.
    return callRoute(
      route,
      { ...options, base: this._base, timeoutMs: this._timeoutMs },
      route.crumb === 'header' ? (this.xsrfToken ?? this._readCrumb()) : undefined,
      this._fetch,
      _refusal,
    );
  }
}

/** A 404 is a NotFoundError carrying the path; any other refusal reads as request() reads it. */
function _refusal(status: number, data: unknown, url: URL): ApiError {
  if (status !== 404) return refusalError(status, data);
  const parsed = errorBodySchema.safeParse(data);
  return new NotFoundError(url.pathname, parsed.success ? parsed.data.message : undefined);
}
