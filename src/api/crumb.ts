import { CookieName } from '../commerce/cookieNames.ts';
import { readCookies } from '../commerce/readCookies.ts';

/** The header that echoes the crumb cookie on mutating calls (our choice of name). */
export const CRUMB_HEADER = 'X-CSRF-Token';

/** The crumb cookie's value, read on every call because the server may rotate it. */
export function readCrumb(): string | undefined {
  return readCookies()[CookieName.CRUMB];
}
