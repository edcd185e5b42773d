/**
 * The page's cookies by name, read exactly as js-cookie's `Cookies.get()` reads them with its
 * default converter (a value's surrounding quotes dropped, its %-escapes decoded; the first of
 * two cookies of one name wins; one that does not decode is left out). The runtime only ever
 * reads cookies (the crumb, whether to load the cart), and js-cookie costs every page ~1 KB gzip
 * for its writer and attributes; code that writes cookies (the visitor-cookies collector) uses
 * js-cookie itself, in its own chunk. test/unit/commerce/readCookies.test.ts holds both readers
 * to the same answers. The collectors read through it too (it rides in the small `markup` chunk
 * both share, never in the widgets' runtime). A browser that refuses cookies (document.cookie
 * throws in a sandboxed frame) reads as no cookies.
 */
export function readCookies(): Record<string, string> {
  const jar: Record<string, string> = {};
  let cookies = '';
  try {
    cookies = document.cookie;
  } catch {
    // cookies refused
  }
  for (const pair of cookies ? cookies.split('; ') : []) {
    const [name, ...value] = pair.split('=');
    try {
      const key = decodeURIComponent(name!);
      if (!(key in jar)) {
        let text = value.join('=');
        if (text[0] === '"') text = text.slice(1, -1);
        jar[key] = text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
      }
    } catch {
      // a name or value that is not valid %-encoding: js-cookie leaves it out too
    }
  }
  return jar;
}
