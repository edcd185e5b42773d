import { CookieName } from '../commerce/cookieNames.ts';
import { readCookies } from '../commerce/readCookies.ts';

/** The header that echoes the crumb cookie on mutating calls (our choice of name). */
export const CRUMB_HEADER = 'X-CSRF-Token';

/** The crumb the crumb route last answered in its body (`GET /api/commerce/crumb`, `{crumb}`). */
let held: string | undefined;

/**
 * The crumb to echo: the crumb cookie when the page can read it, read on every call because the
 * platform may rotate it; else the one held in memory, for a page on another site than the API
 * (it cannot read the API's cookies, so it keeps what the crumb route answered).
 */
export function readCrumb(): string | undefined {
  return readCookies()[CookieName.CRUMB] ?? held;
}

/** Keep (or, with undefined, forget) the crumb the crumb route answered. */
export function holdCrumb(value: string | undefined): void {
  held = value;
}

/** Whether `value` is the held crumb and not a cookie the page can read (the client's own to renew). */
export function isHeldCrumb(value: string | undefined): boolean {
  return !!value && value === held && !readCookies()[CookieName.CRUMB];
}
