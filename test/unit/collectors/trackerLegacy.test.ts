import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../../src/collectors/common/pageContext.ts';
import { AnalyticsRequestError } from '../../../src/collectors/common/timedFetch.ts';
import { legacyEventFields, recordEvent } from '../../../src/collectors/tracker/legacyTracker.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const PAGE = {
  websiteId: 'site-1',
  templateId: 'tpl-1',
  templateVariantId: 'variant-a',
  memberAccountId: 'member-1',
  websiteLocale: 'en-US',
  memberLocale: 'de-DE',
  pageHash: 'reviews',
  pagePath: '/shop/canvas-tote',
  internalUser: false,
  websiteStatus: 8,
} as PageContext;
const runtime: VitrineRuntime = { ...collectorRuntime(), config: { apiBase: 'https://api.test' } };

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function answer(status: number) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('legacy tracker: RecordEvent', () => {
  it('posts the crumb, the event name and the legacy fields as JSON text, form-encoded', async () => {
    document.cookie = 'crumb=c-123; path=/';
    const fetch = answer(202);
    await expect(recordEvent(runtime, PAGE, 'reviews_tab_click', { rating: 5 })).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/events/RecordEvent');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    const body = init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...body.keys()]).toEqual(['crumb', 'eventName', 'data']);
    expect(body.get('crumb')).toBe('c-123');
    expect(body.get('eventName')).toBe('reviews_tab_click');
    expect(JSON.parse(body.get('data')!)).toEqual({
      eventName: 'reviews_tab_click',
      websiteId: 'site-1',
      templateId: 'tpl-1',
      variantId: 'variant-a',
      memberAccountId: 'member-1',
      website_locale: 'en-US',
      member_locale: 'de-DE',
      pageHash: 'reviews',
      pagePath: '/shop/canvas-tote',
      rating: 5,
    });
  });

  it.each([200, 202])('resolves on %i', async (status) => {
    answer(status);
    await expect(recordEvent(runtime, PAGE, 'x')).resolves.toBeUndefined();
  });

  it.each([201, 204, 400, 401, 404, 429, 500, 503])('rejects on %i with that status', async (status) => {
    answer(status);
    const error = await recordEvent(runtime, PAGE, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyticsRequestError);
    expect((error as AnalyticsRequestError).status).toBe(status);
  });

  it('gives up after 2500 ms, aborting the request, with status 0', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    const outcome = recordEvent(runtime, PAGE, 'x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(AnalyticsRequestError);
    expect((error as AnalyticsRequestError).status).toBe(0);
    expect((error as Error).message).toContain('2500 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('rejects with status 0 when the network fails or fetch throws', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await recordEvent(runtime, PAGE, 'x').catch((e: AnalyticsRequestError) => e.status)).toBe(0);
    vi.stubGlobal('fetch', () => {
      throw new TypeError('fetch refused');
    });
    expect(await recordEvent(runtime, PAGE, 'x').catch((e: AnalyticsRequestError) => e.status)).toBe(0);
  });

  it('reports a forced template variant only on an internal site or for an internal user', () => {
    const query = '?experiment-override=template:variant-z';
    expect(legacyEventFields('x', PAGE, query).variantId).toBe('variant-a');
    expect(legacyEventFields('x', { ...PAGE, websiteStatus: 6 }, query).variantId).toBe('variant-z');
    expect(legacyEventFields('x', { ...PAGE, internalUser: true }, query).variantId).toBe('variant-z');
  });
});
