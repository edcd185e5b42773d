import Cookies from 'js-cookie';
import type { SessionInfo } from '../common/sessionInfo.ts';
import { readIdCookie, VISITOR_COOKIES as C } from '../common/visitorCookies.ts';
import {
  formatVisitRecord,
  nextVisitRecord,
  parseVisitRecord,
  parseVisitTimestamp,
} from '../common/visitRecord.ts';

const DAY_MS = 86_400_000;
/** ss_cvr: 2 years; ss_cvt: 30 minutes; the analytics cookies: 390 days (spec §9). */
export const VISIT_RECORD_MS = 2 * 365 * DAY_MS;
export const VISIT_TIMESTAMP_MS = 30 * 60_000;
export const ANALYTICS_COOKIE_MS = 390 * DAY_MS;

/** 32 hex digits from the browser's random source (getRandomValues works on plain http too). */
export function newVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Every visitor cookie's attributes: the whole site, SameSite=Lax, Secure on https. */
export function visitorCookieAttributes(protocol = location.protocol) {
  return { path: '/', sameSite: 'Lax' as const, secure: protocol === 'https:' };
}

/**
 * Brings the visitor cookies up to date for this page, and says what they mean: the visit is
 * counted when ss_cvt has expired (ss_cvr exists), ss_cvt is renewed (activity: each page), a
 * malformed value is replaced, and the ids that are missing are made. The session id is new with
 * each visit; the first-session flag turns 'false' at the second visit. Throws when the browser
 * refuses cookies: the caller keeps that quiet.
 */
export function updateVisitorCookies(now = Date.now()): SessionInfo {
  const attributes = visitorCookieAttributes();
  const set = (name: string, value: string, lifetimeMs: number) =>
    Cookies.set(name, value, { ...attributes, expires: new Date(now + lifetimeMs) });

  const { record, visitStarted } = nextVisitRecord(
    parseVisitRecord(Cookies.get(C.visitRecord)),
    parseVisitTimestamp(Cookies.get(C.visitTimestamp)),
    now,
    newVisitorId,
  );
  set(C.visitRecord, formatVisitRecord(record), VISIT_RECORD_MS);
  set(C.visitTimestamp, String(now), VISIT_TIMESTAMP_MS);

  const sessionId = (!visitStarted && readIdCookie(C.sessionId)) || newVisitorId();
  const isFirstSession = visitStarted ? record.count === 1 : Cookies.get(C.firstSession) === 'true';
  const isFirstLanding = Cookies.get(C.hasLanded) !== 'true';
  set(C.analyticsId, readIdCookie(C.analyticsId) ?? newVisitorId(), ANALYTICS_COOKIE_MS);
  set(C.marketingId, readIdCookie(C.marketingId) ?? newVisitorId(), ANALYTICS_COOKIE_MS);
  set(C.sessionId, sessionId, ANALYTICS_COOKIE_MS);
  set(C.firstSession, String(isFirstSession), ANALYTICS_COOKIE_MS);
  set(C.hasLanded, 'true', ANALYTICS_COOKIE_MS);
  return { isFirstLanding, isFirstSession, sessionId };
}

/** Every cookie the collectors set, and the restrictive policy's list (consent refused). */
export function removeVisitorCookies(names: readonly string[]): void {
  for (const name of names) Cookies.remove(name, { path: '/' });
}
