import { analyticsId, collected, consentFirst, cookieJar, ownPage, signIn } from './collectedRecords.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunkRan, pathsOf, requestsOf, sentUpToNow } from './settled.ts';

interface Envelope {
  eventSchemaName: string;
  eventContent: Record<string, unknown>;
}

const trackerEvents = async (site: FixtureServerHandle, id: string) =>
  (await collected(site, 'tracker-event')).filter((r) => r.visitor === id).map((r) => r.payload as Envelope);

test.describe('trackers', () => {
  test('the new tracker: page view and product page visit on start, then each add to cart, with every field', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    await page.goto(`${site.url}/shop/canvas-tote?utm_source=mail`);
    const id = await analyticsId(page);
    await expect
      .poll(async () => (await trackerEvents(site, id)).map((e) => e.eventSchemaName))
      .toEqual(['page_view', 'product_page_visit']);
    const jar = await cookieJar(page);
    const [view] = await trackerEvents(site, id);
    expect(view!.eventContent).toMatchObject({
      analytics_id: id,
      marketing_id: jar.SS_MID,
      session_id: jar.SS_SESSION_ID,
      client_name: 'vitrine',
      page_host: new URL(site.url).host,
      page_path: '/shop/canvas-tote',
      page_query_params: 'utm_source=mail',
      destination_url: `${site.url}/shop/canvas-tote?utm_source=mail`,
      context_website_id: 'vitrine-demo',
      custom_schema_name: 'page_view',
      source_environment: 'prod',
      website_locale: 'en-US',
      resolved_locale: 'en-US',
      window_width: 1280,
      object_identifier: 'shop',
      user_agent: await page.evaluate(() => navigator.userAgent),
    });
    expect(Object.keys(view!.eventContent)).toHaveLength(24);

    await page.locator('.sqs-add-to-cart-button').click();
    await expect
      .poll(async () => (await trackerEvents(site, id)).map((e) => e.eventSchemaName))
      .toContain('add_to_cart');
    const added = (await trackerEvents(site, id)).find((e) => e.eventSchemaName === 'add_to_cart')!;
    expect(added.eventContent).toMatchObject({
      object_identifier: 'canvas-tote',
      session_id: jar.SS_SESSION_ID,
    });

    await page.goto(`${site.url}/cart`);
    await expect
      .poll(async () => (await trackerEvents(site, id)).map((e) => e.eventSchemaName))
      .toContain('view_cart');
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor sends no tracker event; /search sends no page view', async ({
    page,
    site,
    context,
  }) => {
    await consentFirst(page);
    await signIn(context, site);
    const sent = requestsOf(page);
    await page.goto(`${site.url}/shop/canvas-tote`);
    const id = await analyticsId(page);
    // The tracker started and, the visitor cookies being up to date, decided for this page:
    // whatever it queued has left by now.
    await chunkRan(page, 'tracker');
    expect(pathsOf(await sentUpToNow(page, sent)).filter((p) => p.startsWith('/api/v1/clanker/'))).toEqual(
      [],
    );
    expect(await trackerEvents(site, id)).toEqual([]);

    await context.clearCookies({ name: 'SiteUserInfo' });
    await ownPage(page, `${site.url}/search?q=tote`, 'data-website-id="vitrine-demo"');
    await page.goto(`${site.url}/search?q=tote`);
    await page.goto(`${site.url}/`);
    // The shop's home page (a product grid) is a list page too: its visit goes with its view.
    await expect
      .poll(async () =>
        (await trackerEvents(site, id)).map((e) => `${e.eventSchemaName} ${e.eventContent.page_path}`),
      )
      .toEqual(['page_view /', 'product_list_page_visit /']);
  });

  test("each environment's host (qa stands for staging), and validate mode stores nothing", async ({
    page,
    site,
  }) => {
    await consentFirst(page);
    // The qa host, played by the fixture server: what reaches it is stored like any event.
    const QA = 'https://qa-events.test';
    const reached: string[] = [];
    await page.route(`${QA}/**`, async (route) => {
      reached.push(route.request().url());
      const answer = await route.fetch({ url: route.request().url().replace(QA, site.url) });
      await route.fulfill({ response: answer });
    });
    await ownPage(
      page,
      `${site.url}/staging`,
      `data-website-id="vitrine-demo" data-tracker-env="staging" data-tracker-hosts="prod=https://events.invalid qa=${QA}"`,
    );
    await page.goto(`${site.url}/staging`);
    const id = await analyticsId(page);
    await expect
      .poll(async () => (await trackerEvents(site, id)).map((e) => e.eventContent.source_environment))
      .toEqual(['staging']);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.every((url) => url.startsWith(`${QA}/api/v1/clanker/events`))).toBe(true);

    await ownPage(
      page,
      `${site.url}/validating`,
      'data-website-id="vitrine-demo" data-tracker-validate="true"',
    );
    const verdict = page.waitForResponse((r) =>
      r.url().endsWith('/api/v1/clanker/validate-event-content/page_view'),
    );
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const sent = requestsOf(page);
    await page.goto(`${site.url}/validating`);
    expect(await (await verdict).json()).toEqual({ schemaName: 'page_view', valid: true, errors: [] });
    // Validated, and not sent as well: nothing the tracker held is an event.
    expect(pathsOf(await sentUpToNow(page, sent)).filter((p) => p.endsWith('/clanker/events'))).toEqual([]);
    expect((await trackerEvents(site, id)).map((e) => e.eventContent.page_path)).toEqual(['/staging']);
    expect(warnings.filter((w) => w.includes('tracker'))).toEqual([]);
  });

  test('the legacy tracker: RecordEvent with the crumb, stored with the legacy fields', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await consentFirst(page);
    await page.goto(`${site.url}/shop/canvas-tote#details`);
    const id = await analyticsId(page);
    await expect.poll(async () => (await trackerEvents(site, id)).length).toBeGreaterThan(0);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/events/RecordEvent'));
    await page.evaluate(() =>
      (window as unknown as { Vitrine: { emit(t: string, d: unknown): void } }).Vitrine.emit(
        'track:record-event',
        {
          eventName: 'reviews_tab_click',
          data: { tab: 'reviews' },
        },
      ),
    );
    expect((await answered).status()).toBe(202);
    const [event] = (await collected(site, 'legacy-event')).filter((r) => r.visitor === id);
    expect(event!.payload).toEqual({
      eventName: 'reviews_tab_click',
      data: {
        eventName: 'reviews_tab_click',
        websiteId: 'vitrine-demo',
        website_locale: 'en-US',
        pageHash: 'details',
        pagePath: '/shop/canvas-tote',
        tab: 'reviews',
      },
    });
    expect(errors).toEqual([]);
  });
});
