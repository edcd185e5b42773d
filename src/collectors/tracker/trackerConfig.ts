import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * The loader tag's attributes the commerce tracking hooks read (README "Tracking"), beside
 * CONFIG_ATTRS in src/runtime/markup.ts. Read here without zod: collector chunks stay
 * independent of the widgets' runtime chunk.
 */
export const TRACKER_ATTRS = {
  websiteId: 'data-website-id',
  pageId: 'data-page-id',
  features: 'data-features',
  adPixel: 'data-ad-pixel',
  purchaseTracking: 'data-purchase-tracking',
} as const;

/** The feature that turns the add-to-cart tracking event on (storefront spec §7). */
export const SITE_VISITOR_METRICS = 'site-visitor-metrics';

export interface TrackerConfig {
  websiteId: string | undefined;
  pageId: string | undefined;
  pageType: number | undefined;
  features: readonly string[];
  /** the page's ad-pixel function, called as fn('track', event, data) */
  adPixel: string | undefined;
  /** the page's purchase-tracking function, called with the order confirmation */
  purchaseTracking: string | undefined;
}

// A global's name, never an expression: the page names its own function, we only look it up.
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const ID = /^[\w.:-]{1,128}$/;

function _pick(raw: string | undefined, rule: RegExp, attr: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (rule.test(raw)) return raw;
  console.warn(`[vitrine] ignoring ${attr}="${raw}" on the loader's <script> tag`);
  return undefined;
}

export function trackerConfig(runtime: VitrineRuntime): TrackerConfig {
  const c = runtime.config;
  const pageType = Number(c.pageType);
  return {
    websiteId: _pick(c.websiteId, ID, TRACKER_ATTRS.websiteId),
    pageId: _pick(c.pageId, ID, TRACKER_ATTRS.pageId),
    pageType: Number.isInteger(pageType) && c.pageType !== '' ? pageType : undefined,
    features: (c.features ?? '').split(/[\s,]+/).filter(Boolean),
    adPixel: _pick(c.adPixel, GLOBAL_NAME, TRACKER_ATTRS.adPixel),
    purchaseTracking: _pick(c.purchaseTracking, GLOBAL_NAME, TRACKER_ATTRS.purchaseTracking),
  };
}
