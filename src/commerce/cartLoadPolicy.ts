import { CookieName, HAS_CART_VALUE } from './cookieNames.ts';
import { readSiteUserInfo } from './siteUserInfo.ts';

/** Cookie name → value, as readCookies() (and js-cookie's `Cookies.get()`) returns them. */
export type CookieJar = Readonly<Record<string, string | undefined>>;

/**
 * Whether to load the cart at page start (spec, "Cart model"): only if the user is
 * authenticated, or the has-cart cookie equals 'true', or a cart cookie exists. Otherwise no
 * request is made and the add-to-cart wrappers are simply made visible.
 *
 * Without `authenticated`, the authenticated state is read from the SiteUserInfo cookie.
 */
export function shouldLoadCartAtStart(authenticated: boolean, cookies: CookieJar): boolean;
export function shouldLoadCartAtStart(cookies: CookieJar): boolean;
export function shouldLoadCartAtStart(first: boolean | CookieJar, second?: CookieJar): boolean {
  const cookies = typeof first === 'boolean' ? (second ?? {}) : first;
  const authenticated =
    typeof first === 'boolean' ? first : readSiteUserInfo(cookies[CookieName.USER_INFO]).authenticated;
  return (
    authenticated || cookies[CookieName.HAS_CART] === HAS_CART_VALUE || cookies[CookieName.CART] !== undefined
  );
}
