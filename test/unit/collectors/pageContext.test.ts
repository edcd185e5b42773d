import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContext } from '../../../src/collectors/common/pageContext.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

// The harness's runtime with exactly this configuration (none of its defaults).
const runtime = (config: Record<string, string>): VitrineRuntime => ({ ...collectorRuntime(), config });

afterEach(() => history.replaceState(null, '', '/'));

describe('page context, from the loader tag and the location', () => {
  it('reads every attribute the census and trackers report', () => {
    history.replaceState(null, '', '/shop/tote?x=1#reviews');
    document.title = 'Tote';
    const page = pageContext(
      runtime({
        websiteId: 'site-1',
        templateId: 'tpl-1',
        templateVariantId: 'v-2',
        memberAccountId: 'm-1',
        websiteLocale: 'fr-CA',
        memberLocale: 'de-DE',
        pageId: 'p-1',
        pageType: '50',
        itemId: 'tote',
        itemTitle: 'Canvas Tote',
        collectionId: 'shop',
        collectionTitle: 'Shop',
        recordType: '11',
        permissionType: '1',
        websiteStatus: '6',
        internalUser: 'true',
        memberRoles: '10 4',
      }),
    );
    expect(page).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      templateVariantId: 'v-2',
      memberAccountId: 'm-1',
      websiteLocale: 'fr-CA',
      memberLocale: 'de-DE',
      pageId: 'p-1',
      pageType: 50,
      pagePath: '/shop/tote',
      pageHash: 'reviews',
      pageTitle: 'Tote',
      itemId: 'tote',
      itemTitle: 'Canvas Tote',
      collectionId: 'shop',
      collectionTitle: 'Shop',
      recordType: 11,
      permissionType: 1,
      websiteStatus: 6,
      internalUser: true,
      memberRoles: [10, 4],
    });
  });

  it('takes the website locale from data-locale, else en-US', () => {
    expect(pageContext(runtime({ locale: 'ja-JP' })).websiteLocale).toBe('ja-JP');
    expect(pageContext(runtime({})).websiteLocale).toBe('en-US');
  });

  it('leaves out a value that breaks its rule, with one warning a page for each attribute', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = runtime({
      templateId: 'a b',
      memberLocale: 'not a locale!',
      recordType: '-1',
      memberRoles: 'viewer',
      internalUser: 'yes',
    });
    const page = pageContext(bad);
    pageContext(bad);
    expect(page).toMatchObject({
      templateId: undefined,
      memberLocale: undefined,
      recordType: undefined,
      memberRoles: [],
      internalUser: false,
    });
    expect(warn.mock.calls.map((c) => c[0] as string).sort()).toEqual([
      '[vitrine] ignoring data-internal-user="yes" on the loader\'s <script> tag',
      '[vitrine] ignoring data-member-locale="not a locale!" on the loader\'s <script> tag',
      '[vitrine] ignoring data-member-roles="viewer" on the loader\'s <script> tag',
      '[vitrine] ignoring data-record-type="-1" on the loader\'s <script> tag',
      '[vitrine] ignoring data-template-id="a b" on the loader\'s <script> tag',
    ]);
  });
});
