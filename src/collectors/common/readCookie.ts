import { readCookies } from '../../commerce/readCookies.ts';

/**
 * One cookie's value as the storefront reads every cookie (src/commerce/readCookies.ts, decoded as
 * js-cookie decodes it), or undefined: absent, undecodable, or cookies refused. A collector that
 * only reads carries no js-cookie.
 */
export function readCookie(name: string): string | undefined {
  const jar = readCookies();
  // Own keys only: `toString` is no cookie of the page's.
  return Object.prototype.hasOwnProperty.call(jar, name) ? jar[name] : undefined;
}
