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
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined) params.set(key, String(value));
    }
    return { text: params.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  return {
    text: JSON.stringify(body),
    contentType: route.encoding === 'json' ? 'application/json' : 'text/plain;charset=UTF-8',
  };
}
