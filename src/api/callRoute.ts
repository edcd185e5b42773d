import { apiUrl } from '../runtime/settings.ts';
import { ApiError } from './ApiError.ts';
import { CRUMB_HEADER } from './crumb.ts';
import { encodeBody, setParams } from './encodeBody.ts';
import { apiMessages } from './messages.ts';
import { jsonHint, readAnswer } from './readAnswer.ts';
import { type BodyOf, type ParamsOf, type ResponseOf, type Route, routePath } from './route.ts';
import { errorBodySchema } from './schemas.ts';

export interface CallOptions<R extends Route> {
  /** Origin or path prefix of the API (the loader's data-api-base); '' or absent: the page's own origin. */
  base?: string | undefined;
  params?: ParamsOf<R>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: BodyOf<R>;
  /** default DEFAULT_TIMEOUT_MS */
  timeoutMs?: number | undefined;
  /** the caller's cancel; an abort rejects with the signal's reason, not an ApiError */
  signal?: AbortSignal | undefined;
}

/**
 * How a client reads a refused call (not 2xx, not 429) from its status, its body (JSON, else
 * undefined: only a hint) and its URL: as the error to throw.
 */
export type Refusal = (status: number, data: unknown, url: URL) => ApiError;

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The one HTTP core under `request()` (src/api/request.ts) and `PlatformClient`
 * (src/platform/PlatformClient.ts): the route's URL, query, crumb header and body; one fetch with
 * cookies (credentials: 'include', so an API on another origin sees the visitor's cart and crumb)
 * and a timeout; every failure an ApiError whose message is the one a visitor should read (spec
 * section 8): no answer (`timeout`, `network`), 429 (`rate-limited`); a refusal is read as the
 * caller reads it (`refusal`: `refusalError` unless it says otherwise); a success answer is read
 * as the route declares (src/api/readAnswer.ts). Never resolves with unchecked data.
 */
export async function callRoute<R extends Route>(
  route: R,
  options: CallOptions<R>,
  /** the crumb header's value (the caller's: the page's crumb, a member's session token) */
  crumb: string | undefined,
  /**
   * the fetch to call: the global one, as it is at the call, unless the caller has its own. Read
   * inside the try below: a browser without fetch (or a page that removed it) is a call that
   * cannot go out, a network failure, never a ReferenceError.
   */
  fetcher?: typeof fetch,
  refusal: Refusal = refusalError,
): Promise<ResponseOf<R>> {
  const url = new URL(
    apiUrl(options.base ?? '', routePath(route, options.params as Record<string, string> | undefined)),
  );
  setParams(url.searchParams, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (crumb) headers[CRUMB_HEADER] = crumb;
  const encoded = encodeBody(route, options.body);
  if (encoded) headers['Content-Type'] = encoded.contentType;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (fetcher ?? fetch)(url, {
      method: route.method,
      headers,
      // no body: undefined, which fetch reads as null
      body: encoded?.text,
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
  // A failed call's body is only a hint; a successful call's is read as its route declares.
  if (!response.ok) throw refusal(response.status, jsonHint(text), url);
  return readAnswer(route, response.status, text);
}

/** A refused call's ApiError from its status and error body: one reading for every client. */
export function refusalError(status: number, data: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(data);
  const body = parsed.success ? parsed.data : {};
  const serverMessage = body.message || body.error;
  const details = { code: body.code, fieldErrors: body.errors, serverMessage };
  if (body.crumbFail) {
    // Cookies are off only when a browser says so (a server-side caller has no navigator).
    const off = globalThis.navigator?.cookieEnabled === false;
    const message = off ? apiMessages.cookiesDisabled : apiMessages.sessionExpired;
    return new ApiError('crumb', message, status, details);
  }
  return new ApiError(
    'http',
    serverMessage || apiMessages.failed.replace('{status}', String(status)),
    status,
    details,
  );
}
