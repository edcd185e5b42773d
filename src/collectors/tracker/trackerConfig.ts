import type { VitrineRuntime } from '../../runtime/types.ts';
import { configValue, pageContext } from '../shared/pageContext.ts';

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

/**
 * The loader tag's attributes the commerce tracking hooks read (README "Tracking"):
 * data-website-id, data-page-id and data-page-type (through pageContext, shared with the census
 * and the trackers), data-features, data-ad-pixel and data-purchase-tracking.
 */
export function trackerConfig(runtime: VitrineRuntime): TrackerConfig {
  const page = pageContext(runtime);
  return {
    websiteId: page.websiteId,
    pageId: page.pageId,
    pageType: page.pageType,
    features: (runtime.config.features ?? '').split(/[\s,]+/).filter(Boolean),
    adPixel: configValue(runtime, 'adPixel', GLOBAL_NAME),
    purchaseTracking: configValue(runtime, 'purchaseTracking', GLOBAL_NAME),
  };
}
