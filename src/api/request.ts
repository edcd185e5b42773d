import { apiUrl } from '../runtime/settings.ts';
import { ApiError } from './ApiError.ts';
import { CRUMB_HEADER, holdCrumb, isHeldCrumb, readCrumb } from './crumb.ts';
import { encodeBody } from './encodeBody.ts';
import { apiMessages } from './messages.ts';
import { jsonHint, readAnswer } from './readAnswer.ts';
import { type BodyOf, type ParamsOf, type ResponseOf, type Route, routePath } from './route.ts';
import { crumb as crumbRoute } from './routes/session.ts';
import { errorBodySchema } from './schemas.ts';

export interface RequestOptions<R extends Route> {
  /** Origin or path prefix of the API (the loader's data-api-base); '' means the page's own origin. */
  base?: string | undefined;
  params?: ParamsOf<R>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: BodyOf<R>;
  timeoutMs?: number;
  /** the caller's cancel; an abort rejects with the signal's reason, not an ApiError */
  signal?: AbortSignal | undefined;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Call one route and read its answer as the route declares (`answer`, src/api/readAnswer.ts):
 * checked against the response schema where the spec shows what it carries, any 2xx where it
 * shows none. Never resolves with unchecked data: every failure becomes an ApiError whose message
 * is the one a visitor should read (spec section 8). Cookies go along (credentials:
 * 'include') so an API on another origin sees the visitor's cart and crumb.
 */
export async function request<R extends Route>(
  route: R,
  options: RequestOptions<R> = {},
  /** internal: whether a refused crumb the client held may still be renewed (once per call) */
  renew = true,
): Promise<ResponseOf<R>> {
  const url = new URL(
    apiUrl(options.base ?? '', routePath(route, options.params as Record<string, string> | undefined)),
  );
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  let crumb: string | undefined;
  if (route.crumb === 'header') {
    // No crumb cookie, none held: this page was not served by the platform. Ask for one first; if
    // cookies are off it still is missing, and the refusal says so (spec section 8).
    if (!readCrumb()) await fetchCrumb(options.base);
    crumb = readCrumb();
    if (crumb) headers[CRUMB_HEADER] = crumb;
  }
  const encoded = encodeBody(route, options.body);
  if (encoded) headers['Content-Type'] = encoded.contentType;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
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
  // A failed call's body is only a hint; a successful call's is read as its route declares.
  if (!response.ok) {
    const refusal = refusalError(response.status, jsonHint(text));
    // A refused crumb that the client held itself (the page cannot read the API's cookie): it may
    // have expired while the page stayed open. Fetch a fresh one and send the call once more. Safe
    // even for an add: a crumb refusal (401 crumbFail) is answered before anything is done. Never
    // after a timeout, a lost connection or a 5xx, where the call may have gone through. A refused
    // crumb cookie is the platform's session: that is the spec's 'session expired'.
    if (renew && refusal.kind === 'crumb' && isHeldCrumb(crumb)) {
      holdCrumb(undefined);
      await fetchCrumb(options.base);
      if (readCrumb()) return request(route, options, false);
    }
    throw refusal;
  }
  return readAnswer(route, response.status, text);
}

let crumbCall: Promise<void> | undefined;

/** Ask the crumb route for a crumb (one call at a time): its cookie is set, its body's value held. */
function fetchCrumb(base: string | undefined): Promise<void> {
  return (crumbCall ||= request(crumbRoute, { base })
    .then(
      (answer) => answer && holdCrumb(answer.crumb),
      () => undefined,
    )
    .finally(() => (crumbCall = undefined)));
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
