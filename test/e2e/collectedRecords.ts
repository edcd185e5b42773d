import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { CollectedKind, CollectedRecord } from '../../fixtures/server/state/collectedRepository.ts';
import type { FixtureServerHandle } from './fixtures.ts';

/**
 * What the fixture server stored of one kind, oldest first (GET /__vitrine/collected.json). The
 * database is shared by the worker's tests: filter by a visitor or page of the test's own.
 */
export async function collected(site: FixtureServerHandle, kind: CollectedKind): Promise<CollectedRecord[]> {
  const res = await fetch(`${site.url}/__vitrine/collected.json?kind=${kind}&limit=1000`);
  if (!res.ok) throw new Error(`collected.json: ${res.status}`);
  return ((await res.json()) as CollectedRecord[]).reverse();
}

/**
 * The visitor consents before the loader arrives, on every page of this page (or of every page of
 * this context), as a consent banner remembering a choice would, until `withdraw` (which the
 * banner would remember too).
 */
export const consentFirst = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    try {
      if (localStorage.getItem('test:withdrawn')) return;
    } catch {
      // storage refused (a fault under test): nothing was withdrawn
    }
    const w = window as unknown as { vitrine: unknown[] };
    (w.vitrine = w.vitrine || []).push(['consent', true]);
  });

/** The visitor withdraws consent on this page, and the choice holds on the pages after it. */
export const withdraw = (page: Page) =>
  page.evaluate(() => {
    localStorage.setItem('test:withdrawn', '1');
    (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(false);
  });

/** A page's cookies by name, as the browser keeps them. */
export async function cookieJar(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  );
}

/** A page of our own on the fixture server's origin (its loader, its API), with this loader tag. */
export async function ownPage(
  page: Page,
  url: string,
  loaderAttributes: string,
  body = '<main><h1>Page</h1></main>',
) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Own page</title>
<script async src="/static/loader.js" ${loaderAttributes}></script></head><body>${body}</body></html>`,
    }),
  );
}

/** The visitor is signed in, as the platform's SiteUserInfo cookie says it. */
export const signIn = (context: BrowserContext, site: FixtureServerHandle) =>
  context.addCookies([
    { name: 'SiteUserInfo', value: encodeURIComponent('{"authenticated":true}'), url: site.url },
  ]);

/**
 * The analytics id the page's tracker events carry, once the cookies collector wrote it. The
 * collectors start only once every widget in view is live (10 s at most, src/consent): waited
 * for as long as the product may take, as consent.spec does.
 */
export async function analyticsId(page: Page): Promise<string> {
  await expect
    .poll(async () => (await cookieJar(page)).SS_ANALYTICS_ID ?? '', { timeout: 15_000 })
    .toMatch(/^[\da-f]{32}$/);
  return (await cookieJar(page)).SS_ANALYTICS_ID!;
}
