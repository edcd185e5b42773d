/**
 * The patterns the browser and the fixture server both hold text to: the one safe-URL rule and the
 * ids. Plain data and one function, no dependency: the page's settings (the shared markup chunk),
 * the collectors, the widgets and the server's schemas (src/api/routes/) import them from here.
 */

// Its start: '/' then neither '/' nor '\' (nor either percent-encoded), or http(s)://host with no
// credentials ('https://shop.example@evil.test' goes to evil.test).
const _SAFE_URL_START = /^(?:\/(?![/\\]|%2f|%5c)|https?:\/\/[^/?#@]+(?:[/?#]|$))/i;
// Anywhere: whitespace, a control character or a backslash. Browsers drop tabs and newlines
// from a URL ('/\t/evil.test' reads '//evil.test') and read '\' as '/' ('/\evil.test' reads
// '//evil.test', another host); no URL we make or follow needs one unencoded.
const _UNSAFE_CHAR = /[\s\p{Cc}\\]/u;

/**
 * The one rule for a URL from markup or settings that the bundle navigates to, loads a script
 * from or fetches: a same-site path ('/cart', not '//host' nor '/\host') or an http(s) URL with
 * a host ('https://shop.example/x', any case of the scheme, no user:password@). Anything else is
 * refused: other schemes (javascript:, data:, JAVASCRIPT:), a relative path, a URL with
 * whitespace, a control character or a backslash anywhere, and a path opening with an encoded
 * '/' or '\' ('/%2F…', '/%5C…'), which a server decoding it before it redirects turns into
 * another host.
 */
export function isSafeUrl(text: string): boolean {
  return _SAFE_URL_START.test(text) && !_UNSAFE_CHAR.test(text);
}

/** A site, page, item or collection id as the platform writes them (and the census routes take: ≤ 128). */
export const ID_PATTERN = /^[\w.:-]{1,128}$/;

/** An event id as the collectors' transport makes them (a UUID, or 32 hex digits): the beacons' `eid`. */
export const EVENT_ID_PATTERN = /^[\w-]{8,64}$/;

/** ss_cvr: id|first|previous|current|count, an id then four positive integers (spec, section 9). */
export const VISIT_RECORD_PATTERN = /^[^|]+\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/;
