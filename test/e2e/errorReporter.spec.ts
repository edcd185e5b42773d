import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type FixtureServerHandle, test } from './fixtures.ts';
import { consentFirst } from './collectedRecords.ts';
import {
  chunkRan,
  chunksAskedFor,
  consentDecided,
  outboxHolding,
  requestsOf,
  sentUpToNow,
} from './settled.ts';

interface StoredReport {
  page: string | null;
  payload: {
    event: string;
    timestamp: number;
    data: { message: string; count: number; widget?: string; stack?: string; pagePath: string };
  };
}

/** The error reports the fixture server stored, oldest first; `tag` keeps one test's own. */
async function storedReports(request: APIRequestContext, site: FixtureServerHandle, tag = '') {
  const res = await request.get(`${site.url}/__vitrine/collected.json?kind=error-report&limit=1000`);
  const all = ((await res.json()) as StoredReport[]).reverse();
  return all.filter((r) => r.payload.data.message.includes(tag));
}

/** How many errors the stored reports carrying `tag` count, whichever batches carried them. */
async function countedReports(request: APIRequestContext, site: FixtureServerHandle, tag: string) {
  return (await storedReports(request, site, tag)).reduce((sum, r) => sum + r.payload.data.count, 0);
}

/** A token no other test's errors carry (tests of a worker share one database). */
const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * A page the visitor consented on, once the reporter runs (its chunk ran, and its start with it).
 * Until then only the loader's first 20 captured errors would be kept.
 */
async function openWithReporter(page: Page, url: string) {
  await consentFirst(page);
  await page.goto(url);
  await chunkRan(page, 'error-reporter');
}

const REPORTS_PATH = '/api/record-javascript-errors';

test.describe('error reporter, as the fixture server stores it', () => {
  test('100 thrown errors give at most 20 reports, identical ones merged with their count', async ({
    page,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    await openWithReporter(page, `${site.url}/`);
    const before = (await storedReports(request, site)).length;

    // First wave, 70 errors: the same click handler failing 40 times, the same rejection 20
    // times, and 10 different errors from timers.
    await page.evaluate((tag) => {
      // When each error of the wave reached the page (the reporter hears the same events).
      const at: number[] = [];
      (window as unknown as { waveAt: number[] }).waveAt = at;
      addEventListener('error', () => at.push(performance.now()));
      addEventListener('unhandledrejection', () => at.push(performance.now()));
      const button = document.createElement('button');
      button.textContent = 'Broken';
      button.addEventListener('click', () => {
        throw new Error(`${tag} click handler`);
      });
      document.body.append(button);
      for (let i = 0; i < 40; i++) button.click();
      for (let i = 0; i < 20; i++) void Promise.reject(new Error(`${tag} rejected`));
      for (let i = 0; i < 10; i++)
        setTimeout(() => {
          throw new TypeError(`${tag} timer ${i}`);
        }, i * 20);
    }, tag);
    await expect.poll(async () => (await storedReports(request, site, tag)).length).toBeGreaterThan(0);
    const first = await storedReports(request, site, tag);
    // The reporter sends a batch once no error came for DEBOUNCE_MS (1 s). The wave's errors come
    // within ~200 ms of each other, so they make one batch, unless the machine stalled the page
    // for a second between two of them: then the rule makes two, and the test says which.
    const waveAt = await page.evaluate(() => (window as unknown as { waveAt: number[] }).waveAt);
    const longestGap = Math.max(...waveAt.slice(1).map((t, i) => t - waveAt[i]!));
    const counts = Object.fromEntries(first.map((r) => [r.payload.data.message, r.payload.data.count]));
    expect(counts[`${tag} click handler`], 'the 40 identical errors: one record, counted').toBe(40);
    if (longestGap < 900) {
      // One batch of at most 10 queued; the identical errors are one record each, counted.
      expect(first).toHaveLength(10);
      expect(counts).toMatchObject({ [`${tag} rejected`]: 20 });
      expect(first.filter((r) => r.payload.data.message.includes('timer'))).toHaveLength(8);
    } else {
      // More than one batch, by the rule; still nothing of the wave is lost: every rejection is
      // counted, whichever batches carried them. (The second wave's figures below count on the
      // first wave's ten: not checked after a stall.)
      const counted = (what: string) => countedReports(request, site, `${tag} ${what}`);
      await expect.poll(() => counted('rejected'), { timeout: 10_000 }).toBe(20);
      expect(await counted('click handler')).toBe(40);
      expect(first.length).toBeLessThanOrEqual(10);
      test.info().annotations.push({
        type: 'stalled',
        description: `the page stalled ${Math.round(longestGap)} ms inside the first wave: more than one batch`,
      });
      return;
    }
    for (const r of first) {
      expect(r.payload.event).toBe('page-error');
      expect(r.page).toBe('/');
      expect(r.payload.data.stack).toContain(tag);
    }

    // Second wave, 30 more different errors: the page's last 10 reports, then nothing.
    const sent = requestsOf(page);
    await page.evaluate((tag) => {
      for (let i = 0; i < 30; i++)
        setTimeout(() => {
          throw new RangeError(`${tag} second wave ${i}`);
        }, i * 10);
      // After the last of them (timers of one delay or less run first).
      setTimeout(() => ((window as unknown as { waveDone: boolean }).waveDone = true), 30 * 10);
    }, tag);
    await expect.poll(async () => (await storedReports(request, site, tag)).length).toBe(20);
    // Every error of the wave thrown, and whatever the reporter still held sent: ten reported.
    await page.waitForFunction(() => (window as unknown as { waveDone?: boolean }).waveDone === true);
    const reported = (await sentUpToNow(page, sent))
      .filter((r) => r.url().includes(REPORTS_PATH))
      .flatMap((r) =>
        (JSON.parse(r.postData() ?? '[]') as Array<{ data: { message: string } }>).map((e) => e.data.message),
      );
    expect(new Set(reported).size).toBe(10);
    expect(await storedReports(request, site, tag)).toHaveLength(20);
    expect((await storedReports(request, site)).length - before).toBe(20);
  });

  test('an error thrown before the reporter loaded is reported once it starts', async ({
    page,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    await consentFirst(page);
    // Thrown as soon as the loader runs (its capture has begun), long before the collectors'
    // idle start: the page notes whether the reporter's chunk had been requested by then.
    await page.addInitScript((tag) => {
      const w = window as unknown as { Vitrine?: unknown; reporterRequestedBefore?: boolean };
      const poll = setInterval(() => {
        if (!w.Vitrine) return;
        clearInterval(poll);
        w.reporterRequestedBefore = performance
          .getEntriesByType('resource')
          .some((e) => e.name.endsWith('/chunks/error-reporter.js'));
        throw new Error(`${tag} thrown early`);
      }, 1);
    }, tag);
    await page.goto(`${site.url}/shop/canvas-tote`);
    await expect.poll(async () => (await storedReports(request, site, tag)).length).toBe(1);
    expect(
      await page.evaluate(() => (window as { reporterRequestedBefore?: boolean }).reporterRequestedBefore),
    ).toBe(false);
    const [report] = await storedReports(request, site, tag);
    expect(report!.payload.data).toMatchObject({ message: `${tag} thrown early`, count: 1 });
    expect(report!.page).toBe('/shop/canvas-tote');
  });

  test('nothing is sent before consent; what was thrown meanwhile is reported once it is given', async ({
    page,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    await page.goto(`${site.url}/shop/canvas-tote`);
    await page.evaluate((tag) => {
      setTimeout(() => {
        throw new Error(`${tag} before consent`);
      });
      void Promise.reject(new Error(`${tag} rejected before consent`));
    }, tag);
    // The consent chunk refused: the reporter was never asked for, and so sent nothing.
    await consentDecided(page);
    expect(await chunksAskedFor(page)).not.toContain('error-reporter');
    expect((await site.received()).filter((r) => r.path === REPORTS_PATH)).toEqual([]);
    expect(await storedReports(request, site, tag)).toEqual([]);

    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(g: boolean): void } }).Vitrine.consent(true),
    );
    await expect.poll(async () => (await storedReports(request, site, tag)).length).toBe(2);
    expect((await storedReports(request, site, tag)).map((r) => r.payload.data.message).sort()).toEqual([
      `${tag} before consent`,
      `${tag} rejected before consent`,
    ]);
  });

  test('an error thrown just before the visitor leaves still arrives (its batch goes on page hide)', async ({
    page,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    await openWithReporter(page, `${site.url}/shop/canvas-tote`);
    await page.evaluate(
      (tag) =>
        new Promise((resolve) => {
          setTimeout(() => {
            throw new Error(`${tag} as the visitor left`);
          });
          // Timers of one delay run in the order set: this one once the error was thrown.
          setTimeout(resolve);
        }),
      tag,
    );
    // Well inside the 1 s debounce: the page is gone before its timer would have fired.
    await page.goto(`${site.url}/contact`);
    await expect.poll(async () => (await storedReports(request, site, tag)).length).toBe(1);
    expect((await storedReports(request, site, tag))[0]!.page).toBe('/shop/canvas-tote');
  });

  test("a widget's failure is reported with the widget's name", async ({ page, site, request }) => {
    await openWithReporter(page, `${site.url}/shop/linen-shirt`);
    const widgetErrors = async () =>
      (await storedReports(request, site)).filter((r) => r.payload.event === 'widget-error');
    const before = (await widgetErrors()).length;
    // An instalment line whose context the widget cannot read (spec: reported, without UI).
    await page.locator('.product-summary').evaluate((summary) =>
      summary.insertAdjacentHTML(
        'beforeend',
        `<div data-vitrine="instalments" data-vitrine-load="eager" data-item-id="linen-shirt"
          data-product-type="1" data-vitrine-price="4500" data-vitrine-currency="USD"
          data-vitrine-context='{"afterPayAvailable":true,"afterPayMin":"lots"}'></div>`,
      ),
    );
    await expect.poll(async () => (await widgetErrors()).length).toBe(before + 1);
    const report = (await widgetErrors()).at(-1)!;
    expect(report.payload.data).toMatchObject({
      widget: 'instalments',
      message: 'instalments: bad instalment context: afterPayMin "lots"',
      count: 1,
      pagePath: '/shop/linen-shirt',
    });
    expect(Object.keys(report.payload.data).sort()).toEqual([
      'count',
      'message',
      'name',
      'pagePath',
      'stack',
      'widget',
    ]);
  });
});

test.describe('the outbox keeps what the reporter holds back (its 1 s debounce)', () => {
  test('errors, then the page closed offline 0.5 s later: the next page, online, sends each once (10 rounds)', async ({
    context,
    site,
    request,
  }) => {
    // Eleven pages opened, ten closed: 14 s on an idle machine, over the default 30 s on a busy
    // one. The time each page is given is unchanged (a staged pair within 1 s, delivery within 20 s).
    test.setTimeout(90_000);
    const tag = uniqueTag();
    for (let round = 0; round < 10; round += 1) {
      const page = await context.newPage();
      await openWithReporter(page, `${site.url}/`);
      await context.setOffline(true);
      await page.evaluate(
        ([tag, round]) => {
          setTimeout(() => {
            throw new Error(`${tag} round ${round} thrown`);
          });
          setTimeout(() => Promise.reject(new Error(`${tag} round ${round} rejected`)));
        },
        [tag, round] as const,
      );
      // The shopper leaves before the batch's 1 s is up, with no network: once both are staged
      // in the outbox (written ahead), well inside the second.
      const thrown = Date.now();
      for (const what of ['thrown', 'rejected'])
        await expect
          .poll(() => outboxHolding(page, `${tag} round ${round} ${what}`), { intervals: [10] })
          .toBe(1);
      expect(Date.now() - thrown).toBeLessThan(1000);
      await page.close();
      await context.setOffline(false);
    }
    // The next page, online: what every closed page held is delivered, each report once.
    const next = await context.newPage();
    await openWithReporter(next, `${site.url}/contact`);
    const expected = Array.from({ length: 10 }, (_, round) => [
      `${tag} round ${round} rejected`,
      `${tag} round ${round} thrown`,
    ]).flat();
    await expect
      .poll(async () => (await storedReports(request, site, tag)).length, { timeout: 20_000 })
      .toBe(expected.length);
    const stored = (await storedReports(request, site, tag)).map((r) => r.payload.data.message);
    expect([...stored].sort()).toEqual([...expected].sort());
    await next.close();
  });

  test('a second tab opens while the first still gathers its batch: the first sends it whole, once', async ({
    context,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    const first = await context.newPage();
    await openWithReporter(first, `${site.url}/`);
    // The same error every 300 ms: one record, its batch written again at each, never 1 s quiet.
    await first.evaluate((tag) => {
      const w = window as unknown as { thrown: number; stopThrowing: () => void };
      w.thrown = 0;
      const timer = setInterval(() => {
        w.thrown += 1;
        throw new Error(`${tag} repeated`);
      }, 300);
      w.stopThrowing = () => clearInterval(timer);
    }, tag);
    await expect.poll(() => outboxHolding(first, `${tag} repeated`), { intervals: [50] }).toBe(1);
    // A second tab: its collectors start, and drain the outbox the first tab's batch is in.
    const second = await context.newPage();
    await openWithReporter(second, `${site.url}/contact`);
    await chunkRan(second, 'performance');
    // The first tab's batch goes on growing after that: three more errors, then no more.
    await first.waitForFunction(
      (n) => (window as unknown as { thrown: number }).thrown >= n + 3,
      await first.evaluate(() => (window as unknown as { thrown: number }).thrown),
    );
    const thrown = await first.evaluate(() => {
      const w = window as unknown as { thrown: number; stopThrowing: () => void };
      w.stopThrowing();
      return w.thrown;
    });
    expect(thrown).toBeGreaterThan(1);
    // Every error counted once: taken by the second tab while it grew, the batch's first part
    // would have been stored under its event id, and the whole batch dropped as a repeat.
    await expect.poll(() => countedReports(request, site, tag), { timeout: 15_000 }).toBe(thrown);
    await first.close();
    await second.close();
  });

  test('errors while offline, the page stays: it sends them once it is back online, once', async ({
    page,
    context,
    site,
    request,
  }) => {
    const tag = uniqueTag();
    await openWithReporter(page, `${site.url}/`);
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes(REPORTS_PATH));
    await page.evaluate((tag) => {
      setTimeout(() => {
        throw new Error(`${tag} offline`);
      });
    }, tag);
    // Past the debounce: the send was tried and failed (no network).
    await failed;
    expect(await storedReports(request, site, tag)).toEqual([]);
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedReports(request, site, tag)).length, { timeout: 20_000 })
      .toBe(1);
    // Delivered, so nothing of it is held any more: what the transport still holds, sent now,
    // adds nothing.
    await sentUpToNow(page, []);
    expect(await storedReports(request, site, tag)).toHaveLength(1);
  });
});
