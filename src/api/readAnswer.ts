import { ApiError } from './ApiError.ts';
import { apiMessages } from './messages.ts';
import type { ResponseOf, Route } from './route.ts';

/** JSON text's value; undefined when there is none or it is not JSON (a refusal's body is only a hint). */
export function jsonHint(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A success answer (any 2xx, its body as text) read as its route declares (`Route.answer`): the
 * one reading behind `request()` (src/api/request.ts) and `PlatformClient.call`
 * (src/platform/PlatformClient.ts).
 * - `json`: the spec shows what the answer carries, so it must be JSON the response schema
 *   takes, else a `malformed` ApiError (an unreadable answer);
 * - `any`: the spec shows no success answer, so any 2xx is success whatever its body or content
 *   type; resolves with what the response schema takes of a JSON body, else undefined;
 * - `text`: one string, sent as JSON (`"o-123"`) or as plain text, trimmed; an object or a list
 *   is not a string and is `malformed`.
 */
export function readAnswer<R extends Route>(route: R, status: number, text: string): ResponseOf<R> {
  const kind = route.answer ?? 'json';
  let data: unknown;
  if (kind === 'text') {
    data = text.trim();
    const first = (data as string)[0];
    if (first === '{' || first === '[') data = undefined;
    else if (first === '"') {
      data = jsonHint(data as string);
      if (typeof data === 'string') data = data.trim();
    }
  } else {
    data = jsonHint(text);
    if (kind === 'json' && data === undefined && text) throw _malformed(status);
  }
  const parsed = route.response.safeParse(data);
  if (parsed.success) return parsed.data as ResponseOf<R>;
  if (kind === 'any') return undefined as ResponseOf<R>;
  throw _malformed(status);
}

function _malformed(status: number): ApiError {
  return new ApiError('malformed', apiMessages.malformed, status);
}
