/**
 * Every cookie name the storefront reads or writes, in one place.
 *
 * HAS_CART ('ss_hasCart', set to 'true') and CART ('ss_cart') are our choice: the spec says a
 * has-cart cookie equal to true or a cart cookie decides whether the cart loads at page start,
 * but does not name them. All other names are the spec's.
 */
export const CookieName = {
  /** User-info cookie: authenticated state and site user id. */
  USER_INFO: 'SiteUserInfo',
  /** CSRF token sent with cart and tracker calls. */
  CRUMB: 'crumb',
  /** Visit record: id|first|previous|current|count, lifetime 2 years. */
  VISIT_RECORD: 'ss_cvr',
  /** Visit timestamp, lifetime 30 minutes; a new visit counts when it has expired. */
  VISIT_TIMESTAMP: 'ss_cvt',
  VISITOR_ID: 'ss_cid',
  PAGE_VISIT: 'ss_cpvisit',
  VISIT: 'ss_cvisit',
  COOKIE_ALLOWED: 'ss_cookieAllowed',
  ANALYTICS_ID: 'SS_ANALYTICS_ID',
  MARKETING_ID: 'SS_MID',
  /** Our name (see above); the cart loads at start when its value is HAS_CART_VALUE. */
  HAS_CART: 'ss_hasCart',
  /** Our name (see above); the cart loads at start when it exists, whatever its value. */
  CART: 'ss_cart',
} as const;

export type CookieName = (typeof CookieName)[keyof typeof CookieName];

/** The value of the has-cart cookie that means "this visitor has a cart". */
export const HAS_CART_VALUE = 'true';

/** The visitor cookies cleared under a restrictive cookie policy. */
export const RESTRICTED_COOKIE_NAMES: readonly CookieName[] = [
  CookieName.VISITOR_ID,
  CookieName.PAGE_VISIT,
  CookieName.VISIT,
  CookieName.VISIT_RECORD,
  CookieName.VISIT_TIMESTAMP,
];
