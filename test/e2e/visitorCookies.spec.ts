import { collectPageErrors, expect, test } from './fixtures.ts';
import { consentDecided } from './settled.ts';
import { collected, consentFirst, cookieJar } from './collectedRecords.ts';

/** Every cookie the visitor collectors write after consent. */
const VISITOR_COOKIES = [
  'ss_cvr',
  'ss_cvt',
  'SS_ANALYTICS_ID',
  'SS_MID',
  'SS_SESSION_ID',
  'SS_FIRST_SESSION',
  'SS_HAS_LANDED',
];

const PATTERN = /^([\da-f]{32})\|(\d+)\|(\d+)\|(\d+)\|(\d+)$/;
const count = (record: string | undefined) => Number(PATTERN.exec(record ?? '')?.[5]);

test.describe('visitor cookies', () => {
  test('the visit count rises exactly once per expired ss_cvt, and each page view carries it', async ({
    page,
    site,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    await page.goto(`${site.url}/`);
    await expect.poll(async () => (await cookieJar(page)).ss_cvr).toMatch(PATTERN);
    const jar = await cookieJar(page);
    const id = PATTERN.exec(jar.ss_cvr!)![1]!;
    expect(count(jar.ss_cvr)).toBe(1);
    expect(Number(jar.ss_cvt)).toBeGreaterThan(0);
    // The visitor cookies are not all written in one step: each as its collector gets to it.
    const names = VISITOR_COOKIES;
    const missing = async () => {
      const jar = await cookieJar(page);
      return names.filter((n) => !(n in jar));
    };
    await expect.poll(missing).toEqual([]);
    const cookies = await context.cookies();
    for (const c of cookies.filter((c) => /^(ss_|SS_)/.test(c.name))) {
      expect(c.sameSite, c.name).toBe('Lax');
      expect(c.secure, c.name).toBe(false);
      expect(c.path, c.name).toBe('/');
    }
    const lifetime = (name: string) => cookies.find((c) => c.name === name)!.expires * 1000 - Date.now();
    expect(lifetime('ss_cvt')).toBeLessThanOrEqual(30 * 60_000);
    expect(lifetime('ss_cvt')).toBeGreaterThan(25 * 60_000);
    // Written for 2 years (unit test); Chromium keeps no cookie longer than 400 days.
    expect(lifetime('ss_cvr')).toBeGreaterThan(399 * 86_400_000);
    for (const name of ['SS_ANALYTICS_ID', 'SS_MID', 'SS_SESSION_ID', 'SS_FIRST_SESSION', 'SS_HAS_LANDED']) {
      expect(lifetime(name), name).toBeGreaterThan(389 * 86_400_000);
      expect(lifetime(name), name).toBeLessThanOrEqual(390 * 86_400_000);
    }

    // Reloads while ss_cvt lives: the same visit.
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect
        .poll(async () => (await collected(site, 'census-hit')).filter((h) => h.visitor === id).length)
        .toBe(i + 2);
      expect(count((await cookieJar(page)).ss_cvr)).toBe(1);
    }

    // ss_cvt expired (cleared), then reloads: counted once each time.
    const pageViews = async () =>
      (await collected(site, 'census-hit')).filter((h) => h.visitor === id).length;
    for (const [k, expected] of [2, 3, 4].entries()) {
      await context.clearCookies({ name: 'ss_cvt' });
      await page.reload();
      await expect.poll(async () => count((await cookieJar(page)).ss_cvr)).toBe(expected);
      await page.reload();
      // This page's view stored: the census sends it once the visitor cookies are up to date.
      await expect.poll(pageViews).toBe(5 + 2 * k);
      expect(count((await cookieJar(page)).ss_cvr)).toBe(expected);
    }
    // Every page view was stored with the visit record as it stood on that page.
    await expect
      .poll(async () => (await collected(site, 'census-hit')).filter((h) => h.visitor === id).length)
      .toBe(9);
    const hits = (await collected(site, 'census-hit')).filter((h) => h.visitor === id);
    expect(hits.map((h) => count((h.payload as { ss_cvr: string }).ss_cvr))).toEqual([
      1, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
    expect(errors).toEqual([]);
  });

  test('a malformed ss_cvr is replaced, never trusted', async ({ page, site, context }) => {
    await context.addCookies([
      { name: 'ss_cvr', value: 'evil%7C1%7C2%7C3%7C999999%7Cx', url: site.url },
      { name: 'ss_cvt', value: 'not-a-time', url: site.url },
      { name: 'SS_ANALYTICS_ID', value: '%3Cscript%3E', url: site.url },
    ]);
    await consentFirst(page);
    await page.goto(`${site.url}/`);
    await expect.poll(async () => (await cookieJar(page)).ss_cvr).toMatch(PATTERN);
    const jar = await cookieJar(page);
    expect(count(jar.ss_cvr)).toBe(1);
    expect(jar.ss_cvr).not.toContain('evil');
    expect(jar.SS_ANALYTICS_ID).toMatch(/^[\da-f]{32}$/);
    const id = PATTERN.exec(jar.ss_cvr!)![1]!;
    await expect
      .poll(async () => (await collected(site, 'census-hit')).filter((h) => h.visitor === id).length)
      .toBe(1);
  });

  test('no cookie before consent; the restrictive list and the analytics cookies gone after consent(false)', async ({
    page,
    site,
    context,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/`);
    await consentDecided(page);
    // Ours (ss_cookieAllowed is the site's banner's record of the choice, not ours).
    const ours = (n: string) => /^(ss_(?!cookieAllowed)|SS_)/.test(n);
    expect((await context.cookies()).map((c) => c.name).filter(ours)).toEqual([]);

    // The platform's own visit cookies, which a restrictive policy clears too.
    await context.addCookies(
      ['ss_cid', 'ss_cpvisit', 'ss_cvisit'].map((name) => ({ name, value: '1', url: site.url })),
    );
    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(true),
    );
    const set = VISITOR_COOKIES;
    await expect.poll(async () => Object.keys(await cookieJar(page))).toEqual(expect.arrayContaining(set));
    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(false),
    );
    await expect.poll(async () => (await context.cookies()).map((c) => c.name).filter(ours)).toEqual([]);
    expect(Object.keys(await cookieJar(page))).toContain('crumb');
    expect(errors).toEqual([]);
  });
});
