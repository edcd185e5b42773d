import { readSiteUserInfo } from '../../commerce/siteUserInfo.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { pageContext } from '../common/pageContext.ts';
import { readCookie } from '../common/readCookie.ts';
import { USER_INFO_COOKIE, VISITOR_COOKIES } from '../common/visitorCookies.ts';

/** The collector's version, in every event (engine spec §9). */
export const VERSION = '4.13.1';

/**
 * The signed-in member's id: the SiteUserInfo cookie's siteUserId when it says authenticated
 * (src/commerce/siteUserInfo.ts reads it), else undefined. From the cookie rather than a loader
 * attribute: published pages are the same for every visitor (and cached), the cookie is the
 * visitor's own.
 */
export function memberId(value: string | undefined = readCookie(USER_INFO_COOKIE)): string | undefined {
  const info = readSiteUserInfo(value);
  return info.authenticated ? info.siteUserId : undefined;
}

/**
 * What every event's data starts with (engine spec §3 "Performance report"): the collector's
 * version, the page (path and hash as the census and trackers read them, without the '#'), how
 * the report travels (set by the transport as it leaves: 'beacon' by sendBeacon, 'xhr' by
 * fetch; see `Beacon.meansKey`), and who sent it: the
 * analytics and marketing ids (cookies SS_ANALYTICS_ID and SS_MID) and the signed-in member.
 */
export function eventContext(runtime: VitrineRuntime): Record<string, unknown> {
  const { pagePath, pageHash } = pageContext(runtime);
  return {
    version: VERSION,
    pagePath,
    pageHost: location.host,
    pageHash,
    deliveryType: 'beacon',
    analyticsId: readCookie(VISITOR_COOKIES.analyticsId),
    marketingId: readCookie(VISITOR_COOKIES.marketingId),
    memberId: memberId(),
  };
}
