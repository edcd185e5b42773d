import { ApiError } from '../api/ApiError.ts';
import { apiUrl } from '../runtime/settings.ts';
import { CRUMB_HEADER, readCrumb } from '../api/crumb.ts';
import { encodeBody } from '../api/encodeBody.ts';
import { apiMessages } from '../api/messages.ts';
import { jsonHint, readAnswer } from '../api/readAnswer.ts';
import { refusalError } from '../api/request.ts';
import { type BodyOf, type ParamsOf, type ResponseOf, type Route, routePath } from '../api/route.ts';
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

export interface CallOptions<R extends Route> {
  params?: ParamsOf<R>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: BodyOf<R>;
  signal?: AbortSignal;
}

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
    const path = routePath(route, options.params as Record<string, string> | undefined);
    const url = new URL(apiUrl(this._base, path));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (route.crumb === 'header') {
      const token = this.xsrfToken ?? this._readCrumb();
      if (token) headers[CRUMB_HEADER] = token;
    }
    const encoded = encodeBody(route, options.body);
    if (encoded) headers['Content-Type'] = encoded.contentType;

    const timeout = AbortSignal.timeout(this._timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this._fetch(url, {
        method: route.method,
        headers,
        body: encoded?.text ?? null,
        credentials: 'include',
        signal,
      });
    } catch {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted) throw new ApiError('timeout', apiMessages.timeout);
      throw new ApiError('network', apiMessages.network);
    }
    if (response.status === 429) throw new ApiError('rate-limited', apiMessages.rateLimited, 429);
    const text = await response.text().catch(() => '');
    if (!response.ok) throw _refusal(response.status, url.pathname, text);
    // Read as the route declares, by the same function as request()'s (src/api/readAnswer.ts).
    return readAnswer(route, response.status, text);
  }
}

/** A 404 is a NotFoundError carrying the path; any other refusal reads as request() reads it. */
function _refusal(status: number, path: string, text: string): ApiError {
  // a refusal's body is only a hint
  const data = jsonHint(text);
  if (status !== 404) return refusalError(status, data);
  const parsed = errorBodySchema.safeParse(data);
  return new NotFoundError(path, parsed.success ? parsed.data.message : undefined);
}
