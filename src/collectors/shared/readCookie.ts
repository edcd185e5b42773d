/**
 * One cookie's value, read without js-cookie (a collector that only reads carries none of it),
 * decoded as js-cookie's reader decodes it. Undefined when absent, undecodable, or when the
 * browser refuses cookies (document.cookie throws in a sandboxed frame): analytics quietly do
 * less. The runtime has its own reader (src/commerce/readCookies.ts), which a collector chunk
 * must not import (it rides in the widgets' runtime chunk); a unit test holds the two to the
 * same answers.
 */
export function readCookie(name: string): string | undefined {
  try {
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at < 0 || decodeURIComponent(pair.slice(0, at)) !== name) continue;
      let text = pair.slice(at + 1);
      if (text[0] === '"') text = text.slice(1, -1);
      return text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    }
  } catch {
    // cookies refused, or a value that is not valid %-encoding: as if absent
  }
  return undefined;
}
