import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

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
  /** the store's currency (data-currency), for an order or a cart that names none */
  currency: string | undefined;
}

/**
 * What the commerce tracking hooks read of the page's settings (docs/integrators/collectors.md, "Tracking"):
 * data-website-id, data-page-id, data-page-type, data-features, data-ad-pixel and
 * data-purchase-tracking.
 */
export function trackerConfig(runtime: VitrineRuntime): TrackerConfig {
  const settings = pageSettings(runtime.config);
  return {
    websiteId: settings.websiteId,
    pageId: settings.pageId,
    pageType: settings.pageType,
    features: settings.features,
    adPixel: settings.adPixel,
    purchaseTracking: settings.purchaseTracking,
    currency: settings.currency,
  };
}
