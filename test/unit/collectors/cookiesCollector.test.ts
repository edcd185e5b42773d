import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLEARED_ON_REFUSAL, start } from '../../../src/collectors/cookies/index.ts';
import {
  ANALYTICS_COOKIE_MS,
  VISIT_RECORD_MS,
  visitorCookieAttributes,
} from '../../../src/collectors/cookies/updateVisitorCookies.ts';
import { SESSION_EVENT, type SessionInfo, whenSession } from '../../../src/collectors/common/sessionInfo.ts';
import { readVisitorIds } from '../../../src/collectors/common/visitorCookies.ts';
import { parseVisitRecord } from '../../../src/collectors/common/visitRecord.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';

/** A runtime with a bus, as the loader hands collectors one. */
function runtime(): VitrineRuntime & { events: Array<[string, unknown]> } {
  const listeners = new Map<string, Set<(d: unknown) => void>>();
  const events: Array<[string, unknown]> = [];
  return {
    events,
    version: '0.1.0',
    config: {},
    errors: [],
    on: (t, l) =>
      void (listeners.get(t) ?? listeners.set(t, new Set()).get(t)!).add(l as (d: unknown) => void),
    off: (t, l) => void listeners.get(t)?.delete(l as (d: unknown) => void),
    emit(t, d) {
      events.push([t, d]);
      for (const l of listeners.get(t) ?? []) l(d);
    },
    refresh() {},
    register() {},
    consent() {},
    handleError() {},
  };
}

const jar = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), decodeURIComponent(p.slice(p.indexOf('=') + 1))]),
  );
const clearAll = () => {
  for (const name of Object.keys(jar()))
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};
const expireVisit = () => (document.cookie = 'ss_cvt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
const count = () => parseVisitRecord(jar().ss_cvr)?.count;

/** One page: the collector starts, says its session info, and is left running (as a page leaves it). */
function visitPage(): SessionInfo {
  const r = runtime();
  start(r);
  return r.events.find(([t]) => t === SESSION_EVENT)![1] as SessionInfo;
}

/** document.cookie's own accessor, wherever happy-dom defines it on the prototype chain. */
function cookieAccessor(): PropertyDescriptor {
  for (let o: object | null = document; o; o = Object.getPrototypeOf(o) as object | null) {
    const d = Object.getOwnPropertyDescriptor(o, 'cookie');
    if (d) return d;
  }
  throw new Error('no document.cookie');
}

beforeEach(clearAll);
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearAll();
});

describe('visitor cookies collector', () => {
  it('writes nothing until it starts; a first page makes a visit record of one visit', () => {
    expect(document.cookie).toBe('');
    const info = visitPage();
    const cookies = jar();
    expect(count()).toBe(1);
    expect(Number(cookies.ss_cvt)).toBeGreaterThan(0);
    expect(cookies.SS_ANALYTICS_ID).toMatch(/^[\da-f]{32}$/);
    expect(cookies.SS_MID).toMatch(/^[\da-f]{32}$/);
    expect(info).toEqual({ isFirstLanding: true, isFirstSession: true, sessionId: cookies.SS_SESSION_ID });
    expect(cookies.SS_FIRST_SESSION).toBe('true');
    expect(cookies.SS_HAS_LANDED).toBe('true');
  });

  it('counts a visit exactly once per expired ss_cvt, and keeps the ids across visits', () => {
    const first = visitPage();
    const { analyticsId, marketingId } = readVisitorIds();
    // more pages while ss_cvt lives: the same visit, the same session
    expect(visitPage()).toEqual({ ...first, isFirstLanding: false });
    visitPage();
    expect(count()).toBe(1);

    for (const expected of [2, 3, 4]) {
      expireVisit();
      const info = visitPage();
      visitPage();
      expect(count()).toBe(expected);
      expect(info.isFirstSession).toBe(false);
      expect(info.isFirstLanding).toBe(false);
      expect(info.sessionId).not.toBe(first.sessionId);
    }
    expect(readVisitorIds()).toMatchObject({ analyticsId, marketingId });
    const record = parseVisitRecord(jar().ss_cvr)!;
    expect(record.first).toBeLessThanOrEqual(record.previous);
    expect(record.previous).toBeLessThanOrEqual(record.current);
  });

  it.each([
    ['garbage', 'garbage'],
    ['markup', '<img src=x onerror=alert(1)>|1|2|3|4'],
    ['a zero count', 'abc|1|2|3|0'],
    ['a control character in the id', 'a\u0001bc|1|2|3|99'],
  ])('replaces a malformed ss_cvr (%s) with a new record, never trusting its count', (_, hostile) => {
    document.cookie = `ss_cvr=${encodeURIComponent(hostile)}; path=/`;
    document.cookie = `SS_ANALYTICS_ID=${encodeURIComponent('a b;c')}; path=/`;
    visitPage();
    expect(count()).toBe(1);
    expect(jar().ss_cvr).not.toContain(hostile);
    expect(readVisitorIds().analyticsId).toMatch(/^[\da-f]{32}$/);
  });

  it('keeps a valid ss_cvr whose times are out of order (an id, then four positive integers), and counts on from it', () => {
    document.cookie = `ss_cvr=${encodeURIComponent('abc|3|2|1|5')}; path=/`;
    const before = Date.now();
    const info = visitPage();
    const record = parseVisitRecord(jar().ss_cvr)!;
    expect(record).toMatchObject({ id: 'abc', first: 3, previous: 1, count: 6 });
    expect(record.current).toBeGreaterThanOrEqual(before);
    expect(info.isFirstSession).toBe(false);
  });

  it('writes every cookie with SameSite=Lax and path /, for its lifetime (Secure only on https)', () => {
    const writes: string[] = [];
    const proto = cookieAccessor();
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      proto.set!.call(document, v);
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => proto.get!.call(document) as string);
    const before = Date.now();
    visitPage();
    expect(writes).toHaveLength(7);
    for (const w of writes) {
      expect(w).toContain('; path=/');
      expect(w).toMatch(/; samesite=lax(;|$)/i);
      expect(w).not.toMatch(/secure/i);
    }
    const expiry = (name: string) =>
      Date.parse(/expires=([^;]+)/.exec(writes.find((w) => w.startsWith(`${name}=`))!)![1]!) - before;
    expect(expiry('ss_cvr')).toBeGreaterThan(VISIT_RECORD_MS - 5000);
    expect(expiry('ss_cvt')).toBeGreaterThan(30 * 60_000 - 5000);
    expect(expiry('ss_cvt')).toBeLessThanOrEqual(30 * 60_000 + 1000);
    for (const name of ['SS_ANALYTICS_ID', 'SS_MID', 'SS_SESSION_ID', 'SS_FIRST_SESSION', 'SS_HAS_LANDED']) {
      expect(expiry(name)).toBeGreaterThan(ANALYTICS_COOKIE_MS - 5000);
    }
  });

  it('marks them Secure on https only', () => {
    expect(visitorCookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    expect(visitorCookieAttributes('http:').secure).toBe(false);
  });

  it('its stop removes every cookie the collectors set (the consent chunk clears the policy list)', () => {
    document.cookie = 'crumb=keep; path=/';
    const r = runtime();
    const stop = start(r);
    expect(Object.keys(jar())).toHaveLength(8);
    stop();
    expect(jar()).toEqual({ crumb: 'keep' });
    expect(CLEARED_ON_REFUSAL).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt']));
  });

  it('says the session to collectors that wait for it, and to those that ask later', async () => {
    const r = runtime();
    const waiting = whenSession(r);
    const stop = start(r);
    const info = await waiting;
    expect(info?.sessionId).toBe(jar().SS_SESSION_ID);
    expect(await whenSession(r)).toEqual(info);
    stop();
  });

  it('with cookies refused (document.cookie throwing) starts and stops quietly, saying nothing', async () => {
    const refuse = () => {
      throw new DOMException('cookies are disabled', 'SecurityError');
    };
    vi.spyOn(document, 'cookie', 'get').mockImplementation(refuse);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(refuse);
    const r = runtime();
    let stop: () => void = () => undefined;
    expect(() => (stop = start(r))).not.toThrow();
    expect(() => stop()).not.toThrow();
    expect(r.events).toEqual([]);
    expect(readVisitorIds()).toEqual({
      visitRecord: '',
      analyticsId: undefined,
      marketingId: undefined,
      sessionId: undefined,
    });
    vi.useFakeTimers();
    const waited = whenSession(r, 3000);
    vi.advanceTimersByTime(3000);
    expect(await waited).toBeUndefined();
  });
});
