import type { CookieName } from '../../commerce/cookieNames.ts';
import { readCookie } from './readCookie.ts';
import { parseVisitRecord } from './visitRecord.ts';

type _Names = typeof CookieName;

/**
 * Every cookie the collectors set or clear, by name. The spec's names are typed against the one
 * table (src/commerce/cookieNames.ts), which a collector chunk cannot import at run time (it rides
 * in the widget base chunk): a misspelling here does not compile. The session-id,
 * first-session and has-landed names are ours (the spec names only what they hold).
 */
export const VISITOR_COOKIES = {
  /** id|first|previous|current|count, 2 years */
  visitRecord: 'ss_cvr' satisfies _Names['VISIT_RECORD'],
  /** the visit's last activity (epoch ms), 30 minutes: a visit is counted once it has expired */
  visitTimestamp: 'ss_cvt' satisfies _Names['VISIT_TIMESTAMP'],
  /** the visitor's analytics id, 390 days */
  analyticsId: 'SS_ANALYTICS_ID' satisfies _Names['ANALYTICS_ID'],
  /** the visitor's marketing id, 390 days */
  marketingId: 'SS_MID' satisfies _Names['MARKETING_ID'],
  /** this visit's session id, 390 days (a new one with each visit counted) */
  sessionId: 'SS_SESSION_ID',
  /** 'true' during the visitor's first session, then 'false'; 390 days */
  firstSession: 'SS_FIRST_SESSION',
  /** 'true' once the visitor has landed on the site (seen a page); 390 days */
  hasLanded: 'SS_HAS_LANDED',
} as const;

/** The user-info cookie (authenticated state, site user id) and the crumb, which collectors only read. */
export const USER_INFO_COOKIE = 'SiteUserInfo' satisfies _Names['USER_INFO'];
export const CRUMB_COOKIE = 'crumb' satisfies _Names['CRUMB'];

/** An id we wrote (32 hex digits) or one the platform did: word characters and dashes, bounded. */
export const VISITOR_ID_PATTERN = /^[\w-]{1,64}$/;

/** An id cookie's value when it is one, else undefined (never trusted as it comes). */
export function readIdCookie(name: string): string | undefined {
  const value = readCookie(name);
  return value !== undefined && VISITOR_ID_PATTERN.test(value) ? value : undefined;
}

/** What other collectors read of the visitor cookies (without js-cookie). */
export interface VisitorIds {
  /** ss_cvr as it stands when well formed, else '' (before the first visit is recorded) */
  visitRecord: string;
  analyticsId: string | undefined;
  marketingId: string | undefined;
  sessionId: string | undefined;
}

export function readVisitorIds(): VisitorIds {
  const record = readCookie(VISITOR_COOKIES.visitRecord);
  return {
    visitRecord: parseVisitRecord(record) ? record! : '',
    analyticsId: readIdCookie(VISITOR_COOKIES.analyticsId),
    marketingId: readIdCookie(VISITOR_COOKIES.marketingId),
    sessionId: readIdCookie(VISITOR_COOKIES.sessionId),
  };
}
