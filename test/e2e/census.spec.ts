import type { Page, Request } from '@playwright/test';
import { collected, consentFirst, cookieJar, ownPage, signIn } from './collectedRecords.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunkRan, requestsOf, sentUpToNow } from './settled.ts';

/** The visit record the page's census calls carry, once the cookies collector wrote it. */
async function visitRecord(page: Page): Promise<string> {
  await expect.poll(async () => (await cookieJar(page)).ss_cvr ?? '').toMatch(/\|\d+$/);
  return (await cookieJar(page)).ss_cvr!;
}
const pathOf = (r: Request) => new URL(r.url()).pathname;
const mine = async (site: FixtureServerHandle, kind: Parameters<typeof collected>[1], record: string) =>
  (await collected(site, kind)).filter((r) => r.visitor === record || r.visitor === record.split('|')[0]);

test.describe('census', () => {
  test('a page view: RecordHit with event 1, the census visitor context and ss_cvr', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    await page.goto(`${site.url}/shop/canvas-tote#reviews`);
    const record = await visitRecord(page);
    await expect.poll(async () => (await mine(site, 'census-hit', record)).length).toBe(1);
    const [hit] = await mine(site, 'census-hit', record);
    expect(hit!.page).toBe('/shop/canvas-tote');
    expect(hit!.payload).toEqual({
      event: '1',
      ss_cvr: record,
      data: {
        websiteId: 'vitrine-demo',
        pagePath: '/shop/canvas-tote',
        hash: 'reviews',
        websiteLocale: 'en-US',
      },
    });
    expect(errors).toEqual([]);
  });

  test('skip rules: a signed-in visitor, /search and the not-found page record no page view', async ({
    page,
    site,
    context,
  }) => {
    await consentFirst(page);
    await signIn(context, site);
    const sent = requestsOf(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    const record = await visitRecord(page);
    // The census started and, the visitor cookies being up to date, decided for this page:
    // whatever it queued has left by now.
    await chunkRan(page, 'census');
    const before = await sentUpToNow(page, sent);
    expect(before.map(pathOf).filter((p) => p.startsWith('/api/census/'))).toEqual([]);
    expect(await mine(site, 'census-hit', record)).toEqual([]);

    // A viewer-only account is counted (outside /config).
    await ownPage(page, `${site.url}/viewer`, 'data-website-id="vitrine-demo" data-member-roles="10"');
    await page.goto(`${site.url}/viewer`);
    await expect
      .poll(async () => (await mine(site, 'census-hit', record)).map((h) => h.page))
      .toEqual(['/viewer']);

    await context.clearCookies({ name: 'SiteUserInfo' });
    await ownPage(page, `${site.url}/search?q=tote`, 'data-website-id="vitrine-demo"');
    await ownPage(page, `${site.url}/missing`, 'data-website-id="vitrine-demo" data-page-type="100"');
    await page.goto(`${site.url}/search?q=tote`);
    await page.goto(`${site.url}/missing`);
    await page.goto(`${site.url}/`);
    await expect
      .poll(async () => (await mine(site, 'census-hit', record)).map((h) => h.page))
      .toEqual(['/viewer', '/']);
  });

  test('a marked button: rendered once when in view, each click reported', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    const sent = requestsOf(page);
    await page.goto(`${site.url}/`);
    const record = await visitRecord(page);
    await expect.poll(async () => (await mine(site, 'census-hit', record)).length).toBe(1);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<button type="button" data-vitrine-census="button" data-item-id="promo-1">Spring sale</button>',
        );
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div style="height:4000px"></div><button type="button" data-vitrine-census="button" data-item-id="promo-2">Far below</button>',
      );
    });
    await expect.poll(async () => (await mine(site, 'button-render', record)).length).toBe(1);
    expect((await mine(site, 'button-render', record))[0]!.payload).toMatchObject({
      visitorCookie: record,
      itemId: 'promo-1',
      pagePath: '/',
      pageTitle: await page.title(),
    });
    await page.getByRole('button', { name: 'Far below' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await mine(site, 'button-render', record)).length).toBe(2);
    await page.getByRole('button', { name: 'Spring sale' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Spring sale' }).click();
    await page.getByRole('button', { name: 'Spring sale' }).click();
    await expect.poll(async () => (await mine(site, 'button-click', record)).length).toBe(2);
    // Neither the clicks nor the scrolling rendered a button again: nothing more has left.
    const before = await sentUpToNow(page, sent);
    expect(before.map(pathOf).filter((p) => p === '/api/census/button-render')).toHaveLength(2);
    expect(
      (await mine(site, 'button-render', record)).map((r) => (r.payload as { itemId: string }).itemId),
    ).toEqual(['promo-1', 'promo-2']);
    expect(errors).toEqual([]);
  });

  test('a popup overlay shown is reported once; a quick view by its item id', async ({ page, site }) => {
    await consentFirst(page);
    const sent = requestsOf(page);
    await page.goto(`${site.url}/`);
    const record = await visitRecord(page);
    await chunkRan(page, 'census');
    const overlays = async () =>
      (await sentUpToNow(page, sent)).filter((r) => pathOf(r) === '/api/census/overlay');
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<aside data-vitrine-popup-overlay="7" hidden>Join us</aside>',
      ),
    );
    // Seen (the census's observer ran before this next task), and nothing sent for it.
    expect(await overlays()).toEqual([]);
    expect(await mine(site, 'overlay', record)).toEqual([]);
    await page.evaluate(() => {
      const overlay = document.querySelector<HTMLElement>('[data-vitrine-popup-overlay]')!;
      overlay.hidden = false;
      setTimeout(() => {
        overlay.hidden = true;
        overlay.hidden = false;
        (window as unknown as { flickered: boolean }).flickered = true;
      }, 50);
    });
    await expect.poll(async () => (await mine(site, 'overlay', record)).length).toBe(1);
    // Hidden and shown again 50 ms later: not reported again.
    await page.waitForFunction(() => (window as unknown as { flickered?: boolean }).flickered === true);
    expect(await overlays()).toHaveLength(1);
    expect(await mine(site, 'overlay', record)).toHaveLength(1);

    const itemId = `quick-${Date.now()}`;
    await page.evaluate(
      (id) =>
        (window as unknown as { Vitrine: { emit(t: string, d: unknown): void } }).Vitrine.emit('quick-view', {
          itemId: id,
        }),
      itemId,
    );
    await expect
      .poll(
        async () =>
          (await collected(site, 'quick-view')).filter((r) => (r.payload as { id: string }).id === itemId)
            .length,
      )
      .toBe(1);
  });
});
