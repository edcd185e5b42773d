import { readSiteUserInfo } from '../../commerce/siteUserInfo.ts';
import { PageType } from '../../enums/pageType.ts';
import type { PageContext } from './pageContext.ts';
import { readCookie } from './readCookie.ts';
import { USER_INFO_COOKIE } from './visitorCookies.ts';

/** The role code of a viewer (storefront spec §6). */
export const VIEWER_ROLE = 10;

/** Pages that record nothing (engine spec §4): not found, lock screen, member-area access denied. */
const _SILENT_PAGES: ReadonlySet<number | undefined> = new Set([
  PageType.NOT_FOUND,
  PageType.LOCK_SCREEN,
  PageType.MEMBER_AREA_ACCESS_DENIED,
]);

/** Under /config: the editing area (engine spec §2). */
export function inConfigArea(path: string): boolean {
  return path === '/config' || path.startsWith('/config/');
}

/** Whether the user-info cookie says the visitor is signed in (src/commerce/siteUserInfo.ts reads it). */
export function isAuthenticated(value: string | undefined = readCookie(USER_INFO_COOKIE)): boolean {
  return readSiteUserInfo(value).authenticated;
}

/**
 * Whether analytics may record anything on this page (engine spec §4, §6): not for signed-in
 * accounts, except a viewer-only account outside the editing area; never on the not-found,
 * lock-screen and access-denied pages.
 */
export function recordingAllowed(
  page: Pick<PageContext, 'pageType' | 'pagePath' | 'memberRoles'>,
  authenticated = isAuthenticated(),
): boolean {
  if (_SILENT_PAGES.has(page.pageType)) return false;
  if (!authenticated) return true;
  const viewerOnly = page.memberRoles.length > 0 && page.memberRoles.every((r) => r === VIEWER_ROLE);
  return viewerOnly && !inConfigArea(page.pagePath);
}

/** Whether a page view is recorded for this path: /search is excluded (engine spec §2). */
export function countsAsPageView(path: string): boolean {
  return path !== '/search' && !path.startsWith('/search/');
}
