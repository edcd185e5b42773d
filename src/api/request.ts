import type * as z from 'zod/mini';
import { ApiError } from './ApiError.ts';
import { CRUMB_HEADER, readCrumb } from './crumb.ts';
import { apiMessages } from './messages.ts';
import { type RouteName, routePath, routes } from './routes.ts';
import { errorBodySchema } from './schemas.ts';

export interface RequestOptions {
  /** Origin or path prefix of the API; '' means the page's own origin. */
  base?: string;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Call one route and validate its JSON answer against `schema`.
 * Never resolves with unchecked data: every failure becomes an ApiError whose message
 * is the one a visitor should read (spec section 8).
 */
export async function request<T>(
  name: RouteName,
  schema: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { method } = routes[name];
  const url = new URL((options.base ?? '') + routePath(name, options.params), location.href);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const crumb = readCrumb();
    if (crumb) headers[CRUMB_HEADER] = crumb;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', 'The request timed out.');
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error');
  }

  if (response.status === 429) throw new ApiError('rate-limited', apiMessages.rateLimited, 429);
  const data = await _readJson(response);
  if (!response.ok) throw _httpError(response.status, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError('malformed', 'The server sent an unexpected answer.', response.status);
  return parsed.data;
}

async function _readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError('malformed', 'The server sent an unexpected answer.', response.status);
  }
}

function _httpError(status: number, data: unknown): ApiError {
  const body = errorBodySchema.safeParse(data);
  if (body.success && body.data.crumbFail) {
    return new ApiError(
      'crumb',
      navigator.cookieEnabled ? apiMessages.sessionExpired : apiMessages.cookiesDisabled,
      status,
    );
  }
  const message = body.success ? (body.data.message ?? body.data.error) : undefined;
  return new ApiError('http', message || `Request failed (${status}).`, status);
}
