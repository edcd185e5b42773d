/**
 * One cookie's value ('' when absent or not valid %-encoding), read from document.cookie: this
 * chunk only reads, and js-cookie would cost it ~1 KB. Cookies disabled (or a document.cookie that
 * throws) read as absent.
 */
export function readCookie(name: string): string {
  try {
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
    }
  } catch {
    // no cookies here
  }
  return '';
}
