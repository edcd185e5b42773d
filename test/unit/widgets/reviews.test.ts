import { request as httpRequest } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchReviewClicks } from '../../../src/collectors/tracker/reviewClicks.ts';
import { reviewsMessages } from '../../../src/i18n/areas/reviewsMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';
import { ratingLabel, ratingText, reviewDate, starsText } from '../../../src/widgets/reviews/reviewWords.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { leavePage, SERVERS, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/**
 * Product reviews (storefront spec §1, §2: 'see product reviews when enabled'; engine spec §3:
 * 'reviews tab click', 'reviews anchor link click'; page type 209, 'reviews request'): the
 * demo's server markup, hydrated through the real loader against the fixture server on real HTTP.
 */

vi.setConfig({ testTimeout: 30_000 });
const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });

let server: StorefrontServer | undefined;
beforeAll(async () => {
  // Transform the widget's code once, before any test's clock matters.
  await import('../../../src/widgets/reviews/index.ts');
  await import('../../../src/widgets/reviews/writeReview.ts');
});
afterEach(async () => {
  await teardownLoader();
  leavePage();
  await server?.close();
  server = undefined;
});

/** A call from the test itself, by Node's HTTP (happy-dom's fetch keeps to the page's origin rules). */
function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One element of a page the fixture server renders, as its HTML. */
async function served(path: string, pattern: RegExp): Promise<string> {
  const { text: html } = await call(`${server!.base}${path}`);
  const found = pattern.exec(html)?.[0];
  expect(found, `${path} has ${pattern}`).toBeTruthy();
  return found!;
}

const section = () => document.querySelector<HTMLElement>('.product-reviews')!;
const titles = () => [...section().querySelectorAll('.product-review-title')].map((t) => t.textContent);
const ratings = () =>
  [...section().querySelectorAll('.product-review .product-rating')].map((r) => r.getAttribute('aria-label'));

async function openReviews(product = 'canvas-tote') {
  server = await startStorefront(SERVERS[0]);
  const html = await served(`/shop/${product}`, /<section id="reviews"[^]*?<\/section>/);
  await bootLoader({ html, config: { 'api-base': server.base, locale: 'en-US' } });
  await settle();
  // hydrated: the sort's button (for pages without script) is hidden, the select applies at once
  await until(() =>
    expect(section().querySelector<HTMLElement>('.product-reviews-sort button')!.hidden).toBe(true),
  );
}

describe('product reviews: the words both sides write', () => {
  const catalogue = createCatalogue('en-US', reviewsMessages);
  it("a rating reads '4.6 out of 5 stars' to a screen reader; stars round to the nearest", () => {
    expect(ratingLabel(4.6, catalogue)).toBe('4.6 out of 5 stars');
    expect(ratingLabel(5, catalogue, 0)).toBe('5 out of 5 stars');
    expect(ratingText(4, 'en-US')).toBe('4.0');
    expect(starsText(4.6)).toBe('★★★★★');
    expect(starsText(4.4)).toBe('★★★★☆');
    expect(catalogue.plural('reviews.count', 1)).toBe('1 review');
    expect(catalogue.plural('reviews.count', 12)).toBe('12 reviews');
    expect(reviewDate('2026-11-24T23:30:00.000Z', 'en-US')).toBe('Nov 24, 2026');
    expect(reviewDate('not a date', 'en-US')).toBe('');
  });
});

describe('product reviews: the section', () => {
  it('the server markup reads without script: average, count, distribution, first page, each rating named', async () => {
    await openReviews();
    expect(
      section().querySelector('.product-reviews-average .product-rating')!.getAttribute('aria-label'),
    ).toBe('4.6 out of 5 stars');
    expect(section().querySelector('.product-reviews-count')!.textContent).toBe('12 reviews');
    expect(section().querySelectorAll('.product-reviews-distribution li')).toHaveLength(5);
    expect(titles()).toHaveLength(5);
    expect(section().querySelector('.product-reviews-page')!.textContent).toBe('Page 1 of 3');
    expect(section().querySelectorAll('.product-review-verified').length).toBeGreaterThan(0);
  });

  it('sorts in place (lowest first), keeps the choice in the address, and says what it shows', async () => {
    await openReviews();
    const select = section().querySelector<HTMLSelectElement>('select[name="reviews-sort"]')!;
    select.value = 'lowest';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(ratings()[0]).toBe('3 out of 5 stars'));
    expect(ratings()).toEqual([
      '3 out of 5 stars',
      '4 out of 5 stars',
      '4 out of 5 stars',
      '4 out of 5 stars',
      '5 out of 5 stars',
    ]);
    expect(location.search).toBe('?reviews-sort=lowest&reviews-page=1');
    await until(() =>
      expect(document.querySelector('[data-vitrine-announcer="polite"]')!.textContent).toBe(
        'Reviews 1 to 5 of 12, Lowest rating',
      ),
    );
    expect(section().hasAttribute('aria-busy')).toBe(false);
  });

  it('pages in place: Next loads page 2 and moves the focus to the list; Previous goes back', async () => {
    await openReviews();
    const first = titles();
    section().querySelector<HTMLAnchorElement>('a[data-reviews-page="2"]')!.click();
    await until(() =>
      expect(section().querySelector('.product-reviews-page')!.textContent).toBe('Page 2 of 3'),
    );
    expect(titles()).not.toEqual(first);
    expect(document.activeElement).toBe(section().querySelector('.product-reviews-list'));
    const previous = section().querySelector<HTMLAnchorElement>('a.product-reviews-prev')!;
    expect(previous.getAttribute('href')).toBe('/shop/page?reviews-sort=newest&reviews-page=1#reviews');
    previous.click();
    await until(() => expect(titles()).toEqual(first));
  });

  it('a failure says so above the list and keeps what was shown', async () => {
    await openReviews();
    const shown = titles();
    await server!.close();
    section().querySelector<HTMLAnchorElement>('a[data-reviews-page="2"]')!.click();
    await until(() =>
      expect(section().querySelector('.product-reviews-error')!.textContent).toBe(
        'Unable to load reviews. Please try again.',
      ),
    );
    expect(titles()).toEqual(shown);
    server = undefined;
  });

  it("a reviewer's text is shown as text, never as HTML", async () => {
    server = await startStorefront(SERVERS[0]);
    const crumb = /crumb=([^;]+)/.exec(String((await call(`${server.base}/`)).headers['set-cookie']))![1]!;
    const posted = await call(`${server.base}/api/commerce/products/ceramic-mug/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb, Cookie: `crumb=${crumb}` },
      body: JSON.stringify({
        rating: 5,
        title: '<img src=x onerror=alert(1)>',
        text: '<b>bold</b>',
        name: 'Eve',
      }),
    });
    expect(posted.status).toBe(201);
    const html = await served('/shop/ceramic-mug', /<section id="reviews"[^]*?<\/section>/);
    await bootLoader({ html, config: { 'api-base': server.base } });
    await settle();
    const select = section().querySelector<HTMLSelectElement>('select[name="reviews-sort"]')!;
    select.value = 'highest';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(location.search).toContain('reviews-sort=highest'));
    expect(titles()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(section().querySelector('.product-review-text')!.textContent).toBe('<b>bold</b>');
    expect(section().querySelector('img, b')).toBeNull();
  });
});

describe('product reviews: the reviews-request page (page type 209)', () => {
  async function openForm() {
    server = await startStorefront(SERVERS[0]);
    const html = await served(
      '/reviews-request?product=ceramic-mug',
      /<form class="product-review-form"[^]*?<\/form>/,
    );
    await bootLoader({ html, config: { 'api-base': server.base, 'page-type': '209' } });
    await settle();
    const form = document.querySelector<HTMLFormElement>('.product-review-form')!;
    await until(() => expect(form.noValidate).toBe(true));
    return form;
  }
  const submit = (form: HTMLFormElement) =>
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

  it("the forms' rules and messages: each empty field 'Required', the focus on the first; nothing sent", async () => {
    const form = await openForm();
    submit(form);
    await until(() => expect(form.querySelectorAll('.vitrine-form__error')).toHaveLength(4));
    expect([...form.querySelectorAll('.vitrine-form__error')].map((e) => e.textContent)).toEqual([
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    expect(document.activeElement).toBe(form.querySelector('input[name="rating"]'));
    expect(form.querySelector('#review-title-field')!.getAttribute('aria-invalid')).toBe('true');
    const text = form.querySelector<HTMLTextAreaElement>('#review-text-field')!;
    text.value = 'x'.repeat(2001);
    submit(form);
    await until(() =>
      expect(form.querySelector('#review-text .vitrine-form__error')!.textContent).toBe(
        'You have exceeded the character limit.',
      ),
    );
    expect(server!.received('/api/commerce/products/')).toEqual([]);
  });

  it("posts the review, says 'Thank you! Your review was posted.' and links the product page, where it shows first", async () => {
    const form = await openForm();
    form.querySelector<HTMLInputElement>('input[name="rating"][value="4"]')!.checked = true;
    form.querySelector<HTMLInputElement>('#review-title-field')!.value = 'Good mug';
    form.querySelector<HTMLTextAreaElement>('#review-text-field')!.value = 'Keeps the tea warm.';
    form.querySelector<HTMLInputElement>('#review-name-field')!.value = 'Ada';
    submit(form);
    await until(() =>
      expect(form.querySelector('.product-review-posted')?.textContent).toBe(
        'Thank you! Your review was posted.',
      ),
    );
    expect(document.activeElement).toBe(form.querySelector('.product-review-posted'));
    expect(form.querySelector('a.product-review-see')!.getAttribute('href')).toBe(
      '/shop/ceramic-mug#reviews',
    );
    expect(server!.received('/api/commerce/products/ceramic-mug/reviews')).toMatchObject([
      {
        method: 'POST',
        status: 201,
        body: { rating: '4', title: 'Good mug', text: 'Keeps the tea warm.', name: 'Ada' },
      },
    ]);
    expect(await served('/shop/ceramic-mug', /<h3 class="product-review-title">[^<]*<\/h3>/)).toContain(
      'Good mug',
    );
  });
});

describe('the reviews tab and anchor link (engine spec §3)', () => {
  it("report 'reviews tab click' and 'reviews anchor link click', by one listener, until stopped", () => {
    document.body.innerHTML =
      '<a class="product-reviews-link" href="#reviews"><span>★</span> 4.6 · 12 reviews</a>' +
      '<a class="product-tab product-reviews-tab" href="#reviews">Reviews (12)</a><a href="#x">other</a>';
    const track = vi.fn();
    const stop = watchReviewClicks(track);
    document.querySelector<HTMLElement>('.product-reviews-link span')!.click();
    document.querySelector<HTMLElement>('.product-reviews-tab')!.click();
    document.querySelector<HTMLElement>('a[href="#x"]')!.click();
    expect(track.mock.calls).toEqual([['reviews_anchor_link_click'], ['reviews_tab_click']]);
    stop();
    document.querySelector<HTMLElement>('.product-reviews-tab')!.click();
    expect(track).toHaveBeenCalledTimes(2);
    document.body.innerHTML = '';
  });
});
