import { describe, expect, it } from 'vitest';
import { AnalyticsEventType } from '../../../src/enums/analyticsEventType.ts';
import { FolderBehavior } from '../../../src/enums/folderBehavior.ts';
import { PageType } from '../../../src/enums/pageType.ts';
import { ProductPageKind } from '../../../src/enums/productPageKind.ts';
import { PRODUCT_TYPE_BY_NAME, ProductType, ProductTypeName } from '../../../src/enums/productType.ts';
import { RecordType } from '../../../src/enums/recordType.ts';
import { Role } from '../../../src/enums/role.ts';
import { ScreenType } from '../../../src/enums/screenType.ts';
import { Unit } from '../../../src/enums/unit.ts';
import { WebsiteStatus } from '../../../src/enums/websiteStatus.ts';
import { specList, specTable } from './specTable.ts';

// Each table is the storefront spec's sentence, word for word.
describe('storefront enumerations, as the spec lists them', () => {
  it('page types', () => {
    // A module namespace (so bundles keep only the codes they read): compared by its codes.
    expect({ ...PageType }).toEqual(
      specTable(
        'main content 1, page 2, splash 3, content item 50, not found 100, error 101, search 102, lock screen 103, popup overlay 104, protected content 105, member-area access denied 106, paywall 107, show cart 200, checkout 201, order confirmed 202, donate 203, contribution confirmed 204, cart v2 205, subscription confirmed 206, order received 207, membership confirmed 208, reviews request 209, digital product composer preview 210, order status 211, newsletter unsubscribe 300, commerce email preview 301, SSO page 400',
      ),
    );
  });

  it('product types', () => {
    expect(ProductType).toEqual(specTable('physical 1, digital 2, service 3, gift card 4, paywall 5'));
  });

  it('record types named by the storefront, up to course item 63', () => {
    expect(RecordType).toMatchObject(
      specTable(
        'text 1, image 2, quote 4, link 5, chat 6, audio 7, video 8, review 10, store item 11, event 12, course item 63',
      ),
    );
    expect(Math.max(...Object.values(RecordType))).toBe(63);
  });

  it('website statuses', () => {
    expect(WebsiteStatus).toEqual(
      specTable(
        'expired 1, past due 2, trial 3, beta 4, removed 5, internal 6, comped 7, paid 8, v5 linked 11, active parking page 12, resold 13, resold grace period 14, enterprise 15',
      ),
    );
  });

  it('folder behaviours', () => {
    expect(FolderBehavior).toEqual(specTable('index 1, redirect 2, none 3, variation 4'));
  });

  it('screen types', () => {
    expect(ScreenType).toEqual(specTable('cover page 1, lock screen 2, popup overlay 3, SSO screen 4'));
  });

  it('units', () => {
    expect(Object.values(Unit)).toEqual(specList('ch, em, %, px, rem, vh, vw, vmax, vmin'));
  });

  it('analytics event types', () => {
    expect(AnalyticsEventType).toEqual(
      specTable('page view 1, site search 2, heartbeat 10, audio 20, video 21'),
    );
  });

  it('roles', () => {
    expect(Role).toEqual(
      specTable(
        'admin 1, billing 2, reporting 3, editor 4, moderator 6, commenter 7, store manager 8, scheduling 9, viewer 10, campaigns editor 11, scheduling viewer 12, scheduling editor 13, none 14, website manager 15, draft editor 16',
      ),
    );
  });

  it('product-page kinds for tracking', () => {
    expect(Object.values(ProductPageKind)).toEqual(specList('plp, pdp, add-on, product_block'));
  });
});

describe('product types by name', () => {
  it("are the engine's four names, each the same kind as its code", () => {
    expect(Object.values(ProductTypeName)).toEqual(specList('physical, digital, service, gift-card'));
    expect(PRODUCT_TYPE_BY_NAME).toEqual({ physical: 1, digital: 2, service: 3, 'gift-card': 4 });
  });
});
