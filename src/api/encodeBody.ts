import type { Route } from './route.ts';

export interface EncodedBody {
  text: string;
  contentType: string;
}

/**
 * A body as its route's encoding sends it. Exported for the background transport, so a beacon
 * carries exactly what `request` would: sendBeacon(url, new Blob([text], {type: contentType})).
 */
export function encodeBody(route: Route, body: unknown): EncodedBody | undefined {
  if (route.encoding === 'none' || body === undefined) return undefined;
  if (route.encoding === 'form') {
    return {
      text: setParams(new URLSearchParams(), body as Record<string, unknown>).toString(),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  }
  return {
    text: JSON.stringify(body),
    contentType: route.encoding === 'json' ? 'application/json' : 'text/plain;charset=UTF-8',
  };
}

/** Set each defined value of `values` on `params` as text (a form body, a call's query); `params` back. */
export function setParams(
  params: URLSearchParams,
  values: Readonly<Record<string, unknown>> = {},
): URLSearchParams {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}
