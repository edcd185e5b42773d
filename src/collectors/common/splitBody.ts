/**
 * Bytes a browser lets a page have in flight by sendBeacon and keepalive fetch together
 * (Chromium: 64 KiB, shared by both; the Fetch standard's keepalive limit): a body above it can
 * never leave by those means, so it is split first.
 */
export const IN_FLIGHT_LIMIT = 64 * 1024;

const _encoder = /* @__PURE__ */ (() =>
  typeof TextEncoder === 'function' ? new TextEncoder() : undefined)();

/** A string's size in UTF-8, as it travels. */
export function byteLength(text: string): number {
  // Without TextEncoder (very old browsers), 3 bytes a UTF-16 unit is an upper bound.
  return _encoder ? _encoder.encode(text).length : text.length * 3;
}

function _drop(why: string): void {
  try {
    console.debug(`[vitrine] transport: ${why}; dropped`);
  } catch {
    // no console: nothing to say it with
  }
}

/**
 * `body` as bodies each under `limit` bytes: as it is when small enough; a JSON array as several
 * arrays of its records in order; a record that alone is over the limit, or any other body over
 * it, is dropped with a debug message (an analytics record is never worth an error in the page).
 */
export function splitBody(body: string, limit: number = IN_FLIGHT_LIMIT): string[] {
  if (byteLength(body) <= limit) return [body];
  let records: unknown;
  try {
    records = JSON.parse(body);
  } catch {
    records = undefined;
  }
  if (!Array.isArray(records)) {
    _drop(`a body of ${byteLength(body)} bytes is over the ${limit}-byte limit`);
    return [];
  }
  const parts: string[] = [];
  let current: string[] = [];
  let size = 2; // the brackets
  for (const record of records) {
    const text = JSON.stringify(record) ?? 'null';
    const bytes = byteLength(text);
    if (bytes + 2 > limit) {
      _drop(`a record of ${bytes} bytes is over the ${limit}-byte limit`);
      continue;
    }
    const added = bytes + (current.length > 0 ? 1 : 0);
    if (size + added > limit) {
      parts.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    size += bytes + (current.length > 0 ? 1 : 0);
    current.push(text);
  }
  if (current.length > 0) parts.push(`[${current.join(',')}]`);
  return parts;
}
