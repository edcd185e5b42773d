import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../../../src/collectors/common/transport.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const sent: Beacon[] = [];
vi.mock('../../../src/collectors/common/transport.ts', () => ({
  send: (_runtime: unknown, beacon: Beacon) => void sent.push(beacon),
  useTransport: () => () => undefined,
}));

const { start } = await import('../../../src/collectors/census/index.ts');
const { announceSession } = await import('../../../src/collectors/common/sessionInfo.ts');

const RECORD = 'visitor-1|1763800000000|1763800000000|1763800000000|1';

/** Starts the census on a page, the visitor cookies already up to date. */
async function census(config?: Record<string, string>) {
  const r = collectorRuntime(config);
  announceSession(r, { isFirstLanding: true, isFirstSession: true, sessionId: 's-1' });
  const stop = start(r);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { r, stop };
}
const byUrl = (url: string) => sent.filter((b) => b.url === url);

beforeEach(() => {
  sent.length = 0;
  document.cookie = `ss_cvr=${RECORD}; path=/`;
  history.replaceState(null, '', '/shop#details');
  document.title = 'Shop';
});
afterEach(() => {
  document.body.innerHTML = '';
  for (const name of ['ss_cvr', 'SiteUserInfo']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('census: RecordHit', () => {
  it('records the page view: form-encoded event 1, the census visitor context, ss_cvr', async () => {
    const { stop } = await census({
      templateId: 'tpl-1',
      memberAccountId: 'm-1',
      locale: 'en-GB',
      memberLocale: 'fr-FR',
      itemId: 'item-1',
      itemTitle: 'Canvas Tote',
      collectionId: 'shop',
      collectionTitle: 'Shop',
      recordType: '11',
      permissionType: '2',
    });
    const hits = byUrl('/api/census/RecordHit');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.form).toBe(true);
    const body = new URLSearchParams(hits[0]!.body);
    expect([...body.keys()]).toEqual(['event', 'data', 'ss_cvr']);
    expect(body.get('event')).toBe('1');
    expect(body.get('ss_cvr')).toBe(RECORD);
    expect(JSON.parse(body.get('data')!)).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      memberAccountId: 'm-1',
      pagePath: '/shop',
      hash: 'details',
      memberLocale: 'fr-FR',
      websiteLocale: 'en-GB',
      itemId: 'item-1',
      itemTitle: 'Canvas Tote',
      collectionId: 'shop',
      collectionTitle: 'Shop',
      recordType: 11,
      permissionType: 2,
    });
    stop();
  });

  it('records no page view on /search', async () => {
    history.replaceState(null, '', '/search?q=tote');
    (await census()).stop();
    expect(byUrl('/api/census/RecordHit')).toEqual([]);
  });

  it.each([
    ['a signed-in account', { pageType: '1' }, true],
    ['the not-found page', { pageType: '100' }, false],
    ['the lock screen', { pageType: '103' }, false],
    ['member-area access denied', { pageType: '106' }, false],
  ])('records nothing at all for %s', async (_, config, signedIn) => {
    if (signedIn) document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}; path=/`;
    document.body.innerHTML = '<button data-vitrine-census="button">Shop now</button>';
    const { r, stop } = await census(config);
    document.querySelector('button')!.click();
    r.emit('quick-view', { itemId: 'item-1' });
    expect(sent).toEqual([]);
    stop();
  });

  it('records a viewer-only account outside /config', async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}; path=/`;
    (await census({ memberRoles: '10' })).stop();
    expect(byUrl('/api/census/RecordHit')).toHaveLength(1);
  });
});

describe('census: buttons, overlay, quick view', () => {
  it('reports each marked button rendered once, and each click', async () => {
    // happy-dom lays nothing out: each button observed comes into view at once
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <button data-vitrine-census="button" data-item-id="tote">Buy</button>
      <a href="#x" data-vitrine-census="button"><span>Read more</span></a>
      <button>Not counted</button>`;
    const { stop } = await census();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byUrl('/api/census/button-render')).toHaveLength(2);
    const [first] = byUrl('/api/census/button-render').map(
      (b) => JSON.parse(b.body) as Record<string, unknown>,
    );
    expect(first).toEqual({
      visitorCookie: RECORD,
      pageId: 'page-1',
      pagePath: '/shop',
      pageTitle: 'Shop',
      itemId: 'tote',
    });

    document.querySelector('button')!.click();
    document.querySelector('button')!.click();
    document.querySelector('span')!.click();
    document.querySelectorAll('button')[1]!.click();
    expect(byUrl('/api/census/button-click')).toHaveLength(3);

    // A button added later is picked up; those seen are not reported again.
    document.body.insertAdjacentHTML('beforeend', '<button data-vitrine-census="button">Late</button>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byUrl('/api/census/button-render')).toHaveLength(3);
    stop();
    document.querySelector('button')!.click();
    expect(byUrl('/api/census/button-click')).toHaveLength(3);
  });

  it('reports a popup overlay once, when it shows (before the census started or after)', async () => {
    document.body.innerHTML = `
      <aside data-vitrine-popup-overlay="1">shown</aside>
      <aside data-vitrine-popup-overlay="2" hidden>later</aside>`;
    const { stop } = await census();
    expect(byUrl('/api/census/overlay')).toHaveLength(1);
    const later = document.querySelectorAll('aside')[1] as HTMLElement;
    later.hidden = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byUrl('/api/census/overlay')).toHaveLength(2);
    later.hidden = true;
    later.hidden = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byUrl('/api/census/overlay')).toHaveLength(2);
    expect(JSON.parse(byUrl('/api/census/overlay')[0]!.body)).toMatchObject({
      visitorCookie: RECORD,
      pagePath: '/shop',
    });
    stop();
  });

  it('records each quick view integrators announce, by item id', async () => {
    const { r, stop } = await census();
    r.emit('quick-view', { itemId: 'canvas-tote' });
    r.emit('quick-view', { itemId: 'canvas-tote' });
    r.emit('quick-view', { itemId: '../../admin' });
    r.emit('quick-view', 'canvas-tote');
    r.emit('quick-view', null);
    expect(sent.filter((b) => b.url.startsWith('/api/census/RecordQuickView/')).map((b) => b.url)).toEqual([
      '/api/census/RecordQuickView/canvas-tote',
      '/api/census/RecordQuickView/canvas-tote',
    ]);
    stop();
    r.emit('quick-view', { itemId: 'canvas-tote' });
    expect(sent.filter((b) => b.url.startsWith('/api/census/RecordQuickView/'))).toHaveLength(2);
  });
});
