import type { Page } from '@playwright/test';
import { collected, cookieJar } from './collectedRecords.ts';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunksAskedFor, consentDecided, idle } from './settled.ts';

/**
 * Product reviews as a shopper meets them (storefront spec §1, §2: 'see product reviews when
 * enabled'; engine spec §3: 'reviews tab click', 'reviews anchor link click'; page type 209,
 * 'reviews request'), in Chromium at a desktop and a phone width, by mouse and keyboard only.
 */

const reviews = (page: Page) => page.locator('section.product-reviews');
const titles = (page: Page) => reviews(page).locator('.product-review-title');
const ratings = (page: Page) => reviews(page).locator('.product-review .product-rating');
const reviewsChunk = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/chunks\/(reviews|writeReview)[.-]/.test(e.name)),
  );
/** The sort's button (for pages without script) is hidden once the widget has hydrated. */
const hydrated = (page: Page) => expect(reviews(page).locator('.product-reviews-sort button')).toBeHidden();

async function trackerEvents(site: FixtureServerHandle, page: Page): Promise<string[]> {
  const id = (await cookieJar(page)).SS_ANALYTICS_ID;
  if (!id) return [];
  return (await collected(site, 'tracker-event'))
    .filter((r) => r.visitor === id)
    .map((r) => (r.payload as { eventSchemaName: string }).eventSchemaName);
}

for (const width of [1280, 390]) {
  test.describe(`product reviews at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a product with reviews shows its average and reviews, sorts and pages them; the anchor link jumps to them', async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(`${site.url}/shop/canvas-tote`);
      // Server markup first: readable before any script of ours ran.
      const link = page.locator('a.product-reviews-link');
      await expect(link).toHaveText('4.6 out of 5 stars · 12 reviews');
      await expect(reviews(page).locator('.product-reviews-average .product-rating')).toHaveAccessibleName(
        '4.6 out of 5 stars',
      );
      await expect(reviews(page).locator('.product-reviews-count')).toHaveText('12 reviews');
      await expect(titles(page)).toHaveCount(5);
      // Below the fold: no reviews code until the shopper goes there.
      expect(await reviewsChunk(page)).toBe(false);

      // The anchor link near the price, by mouse: the reviews come into view, then hydrate.
      await link.click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(reviews(page).getByRole('heading', { name: 'Reviews', level: 2 })).toBeInViewport();
      await hydrated(page);
      expect(await reviewsChunk(page)).toBe(true);

      // Sort by keyboard: lowest first.
      await reviews(page).getByLabel('Sort by').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(ratings(page).first()).toHaveAccessibleName('3 out of 5 stars');
      await expect(ratings(page)).toHaveCount(5);
      await expect(page).toHaveURL(/\?reviews-sort=lowest&reviews-page=1#reviews$/);

      // Page by mouse: Next, then by keyboard: Previous; the focus lands on the list.
      const firstPage = await titles(page).allTextContents();
      await reviews(page).getByRole('link', { name: 'Next' }).click();
      await expect(reviews(page).locator('.product-reviews-page')).toHaveText('Page 2 of 3');
      await expect(reviews(page).locator('.product-reviews-list')).toBeFocused();
      expect(await titles(page).allTextContents()).not.toEqual(firstPage);
      await reviews(page).getByRole('link', { name: 'Previous' }).focus();
      await page.keyboard.press('Enter');
      await expect(reviews(page).locator('.product-reviews-page')).toHaveText('Page 1 of 3');
      await expect(titles(page)).toHaveText(firstPage);
      expect(errors).toEqual([]);
    });

    test('a product without reviews loads no reviews code', async ({ page, site }) => {
      await page.goto(`${site.url}/shop/gift-card`);
      await expect(page.locator('[data-vitrine="reviews"], .product-reviews-link')).toHaveCount(0);
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      // What the scroll brought into view and what waits for idle: begun, and nothing of reviews.
      await idle(page);
      expect(await reviewsChunk(page)).toBe(false);
      expect((await site.received()).some((r) => r.path.includes('/reviews'))).toBe(false);
    });

    test('a buyer writes a review on the reviews-request page (209) and sees it on the product page', async ({
      page,
      site,
    }) => {
      const errors = collectPageErrors(page);
      const title = `Lovely mug ${width}`;
      await page.goto(`${site.url}/reviews-request?product=ceramic-mug`);
      await expect(page.locator('script[src*="/loader.js"]')).toHaveAttribute('data-page-type', '209');
      const form = page.locator('form.product-review-form');
      const post = form.getByRole('button', { name: 'Post review' });
      // The forms' rules and messages: nothing filled in, each field 'Required', the focus on the first.
      await expect.poll(() => form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
      await post.click();
      await expect(form.locator('.vitrine-form__error')).toHaveText([
        'Required',
        'Required',
        'Required',
        'Required',
      ]);
      await expect(form.getByLabel('5 stars')).toBeFocused();
      // By keyboard: the fourth star, then each field.
      await page.keyboard.press('Space');
      await expect(form.getByLabel('5 stars')).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(form.getByLabel('4 stars')).toBeChecked();
      await form.getByLabel('Title').focus();
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Big enough for a proper pot of tea.');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ada L.');
      await page.keyboard.press('Tab');
      await expect(post).toBeFocused();
      await page.keyboard.press('Enter');
      const posted = page.locator('.product-review-posted');
      await expect(posted).toHaveText('Thank you! Your review was posted.');
      await expect(posted).toBeFocused();
      await page.getByRole('link', { name: 'See it on the product page' }).click();
      await expect(page).toHaveURL(/\/shop\/ceramic-mug#reviews$/);
      const review = reviews(page).locator('.product-review', { hasText: title });
      await expect(review).toBeVisible();
      await expect(review.locator('.product-rating')).toHaveAccessibleName('4 out of 5 stars');
      await expect(review.locator('.product-review-author')).toHaveText('Ada L.');
      expect(errors).toEqual([]);
    });

    test('each event is stored only after consent: the anchor link and the reviews tab', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/shop/canvas-tote`);
      const reviewEvents = async () =>
        (await collected(site, 'tracker-event')).filter((r) =>
          (r.payload as { eventSchemaName: string }).eventSchemaName.startsWith('reviews_'),
        ).length;
      const before = await reviewEvents();
      // Refused (the notice's remembered answer): a press reports nothing.
      await page.locator('a.product-reviews-link').click();
      await page.locator('a.product-reviews-tab').click();
      // The tracker, which alone reports presses, was never asked for.
      await consentDecided(page);
      expect(await chunksAskedFor(page)).not.toContain('tracker');
      expect(await reviewEvents()).toBe(before);
      // Consent given: each press is the spec's event, the product its object.
      await page.evaluate(() =>
        (window as unknown as { Vitrine: { consent(g: boolean): void } }).Vitrine.consent(true),
      );
      await expect.poll(() => trackerEvents(site, page), { timeout: 20_000 }).toContain('page_view');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('a.product-reviews-link').click();
      await page.locator('a.product-reviews-tab').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await trackerEvents(site, page)).filter((n) => n.startsWith('reviews_')), {
          timeout: 20_000,
        })
        .toEqual(['reviews_anchor_link_click', 'reviews_tab_click']);
      const id = (await cookieJar(page)).SS_ANALYTICS_ID;
      const event = (await collected(site, 'tracker-event')).find(
        (r) =>
          r.visitor === id &&
          (r.payload as { eventSchemaName: string }).eventSchemaName === 'reviews_tab_click',
      )!;
      expect(event.payload).toMatchObject({
        eventContent: expect.objectContaining({ object_identifier: 'canvas-tote' }),
      });
    });

    test('axe finds nothing: the product page with its reviews, and the reviews-request form with its errors', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/shop/canvas-tote`);
      await page.locator('a.product-reviews-link').click();
      await hydrated(page);
      await reviews(page).getByRole('link', { name: 'Next' }).click();
      await expect(reviews(page).locator('.product-reviews-page')).toHaveText('Page 2 of 3');
      expect(await axeFindings(page)).toEqual([]);

      await page.goto(`${site.url}/reviews-request?product=canvas-tote`);
      const form = page.locator('form.product-review-form');
      await expect.poll(() => form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
      await form.getByRole('button', { name: 'Post review' }).click();
      await expect(form.locator('.vitrine-form__error')).toHaveCount(4);
      expect(await axeFindings(page)).toEqual([]);
    });
  });
}
