/**
 * The page's settings, read in one place: the loader tag's data-* attributes (camel-cased on
 * `Vitrine.config`, as the dataset gives them) checked once per page, each bad value dropped for
 * its default with one console warning naming the attribute. Widgets, collectors and the platform
 * layer all read them here, and every API URL is made by `apiUrl` below.
 *
 * Plain code, no zod: this module rides in the small `markup` chunk that the widgets and the
 * collectors share, so a collector never downloads the widgets' runtime for it.
 */
import { ID_PATTERN, isSafeUrl } from './patterns.ts';

/** The cookie policies of the platform's sites (engine spec §9). */
export type CookiePolicy = 'restrictive' | 'permissive';

/** The tracker's environments, whose hosts differ (engine spec §7: dev, qa/staging, prod). */
export type TrackerEnv = 'dev' | 'qa' | 'staging' | 'prod';

export interface PageSettings {
  /** origin or path prefix of the API, without a trailing slash; '' = the page's own origin */
  apiBase: string;
  /** BCP 47, canonical ('en_GB' reads 'en-GB'); default en-US (engine spec §9) */
  locale: string;
  /** the store's ISO currency (upper case), for a cart or a price that carries none */
  currency: string | undefined;
  /** where the pill links and the bundle sends a shopper to the cart (default /cart) */
  cartUrl: string;
  /** restrictive (default): wait for consent; permissive: the collectors start without a banner */
  cookiePolicy: CookiePolicy;
  /** the page's statement of the visitor's consent, if it makes one */
  consent: 'granted' | 'denied' | undefined;
  pageType: number | undefined;
  expressCheckout: boolean;
  customCart: boolean;
  /** where express checkout sends the shopper after an add (the spec leaves the path open) */
  checkoutUrl: string;
  /** where a subscription purchase continues, with ?cartToken= (the spec leaves it open) */
  subscriptionUrl: string;
  debug: boolean;
  websiteId: string | undefined;
  templateId: string | undefined;
  /** the template (experiment) variant the page was rendered with */
  templateVariantId: string | undefined;
  memberAccountId: string | undefined;
  /** data-website-locale, else the locale above */
  websiteLocale: string;
  memberLocale: string | undefined;
  pageId: string | undefined;
  itemId: string | undefined;
  itemTitle: string | undefined;
  collectionId: string | undefined;
  collectionTitle: string | undefined;
  recordType: number | undefined;
  permissionType: number | undefined;
  /** website status code (storefront spec §3: internal 6) */
  websiteStatus: number | undefined;
  /** the signed-in account is staff of the platform */
  internalUser: boolean;
  /** the signed-in member's role codes (storefront spec §6: viewer 10) */
  memberRoles: number[];
  /** features turned on: site-visitor-metrics enables the add-to-cart tracking event */
  features: string[];
  /** the page's ad-pixel function's global name */
  adPixel: string | undefined;
  /** the page's purchase-tracking function's global name */
  purchaseTracking: string | undefined;
  /** the site's captcha key (page context website.captchaSettings.siteKey) */
  captchaSiteKey: string | undefined;
  /** the captcha provider's script */
  captchaSrc: string;
  trackerEnv: TrackerEnv;
  /** each environment's tracker host, by environment */
  trackerHosts: Partial<Record<TrackerEnv, string>>;
  trackerFireEvents: boolean;
  trackerBeacon: boolean;
  trackerValidate: boolean;
}

/** Where the real captcha service's script lives; data-captcha-src points elsewhere. */
export const CAPTCHA_SRC = 'https://www.google.com/recaptcha/enterprise.js';

/** A rule turns an attribute's text into its value, or undefined when the text breaks it. */
type Rule<T> = (text: string) => T | undefined;

const _match =
  (pattern: RegExp): Rule<string> =>
  (text) =>
    pattern.test(text) ? text : undefined;

const id = _match(ID_PATTERN);
const title = _match(/^[\s\S]{1,512}$/);
// A global's name, never an expression: the page names its own function, we only look it up.
const globalName = _match(/^[A-Za-z_$][\w$]{0,63}$/);
const url: Rule<string> = (text) => (isSafeUrl(text) ? text : undefined);
const code: Rule<number> = (text) => (/^\d{1,4}$/.test(text) ? Number(text) : undefined);
/** A boolean attribute: present, '' and 'true' read true; 'false' reads false. */
const flag: Rule<boolean> = (text) =>
  text === '' || text === 'true' ? true : text === 'false' ? false : undefined;
const oneOf =
  <const T extends string>(...values: T[]): Rule<T> =>
  (text) =>
    (values as string[]).includes(text) ? (text as T) : undefined;

/**
 * A locale as Intl reads it, canonical: 'en_GB' (the platform's own spelling) and 'en-gb' both
 * read 'en-GB'. Anything Intl does not take as exactly one locale breaks the rule.
 */
export const locale: Rule<string> = (text) => {
  try {
    const [tag, ...more] = Intl.getCanonicalLocales(text.replace(/_/g, '-'));
    return more.length === 0 ? tag : undefined;
  } catch {
    return undefined;
  }
};

/**
 * An origin or a path prefix (a safe URL, `isSafeUrl`, with no query or fragment), without its
 * trailing slashes; '/' alone reads '' (the page's own origin).
 */
const apiBase: Rule<string> = (text) =>
  text === '' || (isSafeUrl(text) && !/[?#]/.test(text)) ? text.replace(/\/+$/, '') : undefined;

const currency: Rule<string> = (text) => (/^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : undefined);

const roles: Rule<number[]> = (text) =>
  /^\d{1,2}(?:[\s,]+\d{1,2}){0,19}$/.test(text) ? text.split(/[\s,]+/).map(Number) : undefined;

const features: Rule<string[]> = (text) =>
  /^[\w\s,.-]{0,1000}$/.test(text) ? text.split(/[\s,]+/).filter(Boolean) : undefined;

const trackerHosts: Rule<Partial<Record<TrackerEnv, string>>> = (text) => {
  if (!/^(?:(?:dev|qa|staging|prod)=https?:\/\/[^\s/?#]+\/?\s*)+$/.test(text)) return undefined;
  const hosts: Partial<Record<TrackerEnv, string>> = {};
  for (const pair of text.split(/\s+/).filter(Boolean)) {
    const [name, host] = pair.split('=') as [TrackerEnv, string];
    if (!isSafeUrl(host)) return undefined;
    hosts[name] = host.replace(/\/+$/, '');
  }
  return hosts;
};

type Rules = { [K in keyof PageSettings]?: Rule<PageSettings[K]> };

/**
 * Every setting's rule, by its key on Vitrine.config; its attribute is data-<key in kebab case>
 * (`settingAttribute`). Settings with no rule here are derived (websiteLocale's default).
 */
const RULES: Rules = {
  apiBase,
  locale,
  currency,
  cartUrl: url,
  cookiePolicy: oneOf('restrictive', 'permissive'),
  consent: oneOf('granted', 'denied'),
  pageType: code,
  expressCheckout: flag,
  customCart: flag,
  checkoutUrl: url,
  subscriptionUrl: url,
  debug: () => true,
  websiteId: id,
  templateId: id,
  templateVariantId: id,
  memberAccountId: id,
  websiteLocale: locale,
  memberLocale: locale,
  pageId: id,
  itemId: id,
  itemTitle: title,
  collectionId: id,
  collectionTitle: title,
  recordType: code,
  permissionType: code,
  websiteStatus: code,
  internalUser: flag,
  memberRoles: roles,
  features,
  adPixel: globalName,
  purchaseTracking: globalName,
  captchaSiteKey: _match(/^[\w-]{1,200}$/),
  captchaSrc: url,
  trackerEnv: oneOf('dev', 'qa', 'staging', 'prod'),
  trackerHosts,
  trackerFireEvents: flag,
  trackerBeacon: flag,
  trackerValidate: flag,
};

/** What a setting is when the tag does not give it (or gives it wrong); one not listed is undefined. */
const DEFAULTS: Partial<PageSettings> = {
  apiBase: '',
  locale: 'en-US',
  cartUrl: '/cart',
  cookiePolicy: 'restrictive',
  expressCheckout: false,
  customCart: false,
  checkoutUrl: '/checkout',
  subscriptionUrl: '/checkout/subscription',
  debug: false,
  internalUser: false,
  memberRoles: [],
  features: [],
  captchaSrc: CAPTCHA_SRC,
  trackerEnv: 'prod',
  trackerHosts: {},
  trackerFireEvents: true,
  trackerBeacon: true,
  trackerValidate: false,
};

/** `apiBase` → `data-api-base`: the attribute that carries a setting on the loader's tag. */
export function settingAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every attribute the loader's tag may carry, by setting: what the table of docs/integrators/embed.md lists. */
export const SETTING_KEYS = Object.keys(RULES) as Array<keyof PageSettings>;

const _read = new WeakMap<object, PageSettings>();

/**
 * The page's settings from the loader tag's dataset (`Vitrine.config`), read once per page: an
 * empty value is no value (its default), except for the flags, where a bare attribute means
 * true; a value that breaks its rule gets one console warning naming the attribute, and its default.
 */
export function pageSettings(raw: Readonly<Record<string, string | undefined>>): PageSettings {
  const cached = _read.get(raw);
  if (cached) return cached;
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const text = raw[key];
    const rule = RULES[key] as Rule<unknown>;
    const value = text === undefined ? undefined : rule(text.trim());
    // Every setting is there, given or defaulted (undefined where it has no default).
    settings[key] = value ?? DEFAULTS[key];
    if (value === undefined && text !== undefined && text !== '')
      console.warn(`[vitrine] ignoring ${settingAttribute(key)}="${text}" on the loader's <script> tag`);
  }
  settings.websiteLocale ??= settings.locale;
  const read = settings as unknown as PageSettings;
  _read.set(raw, read);
  return read;
}

/**
 * An API path under the API base (an origin or a path prefix), absolute: the one join every
 * call makes, so a base with or without its trailing slash gives the same URL.
 */
export function apiUrl(base: string, path: string): string {
  // Outside a page (a script in Node) the base must be absolute: there is no location to go by.
  return new URL(base.replace(/\/+$/, '') + path, globalThis.location?.href).href;
}

/**
 * A URL the API answered with (a picture's `assetUrl`), absolute: read against the API's address,
 * not the page's, so `/assets/mug.svg` from an API on another origin loads from that origin.
 * Absolute URLs and `data:` pass unchanged.
 */
export function apiAsset(base: string, url: string): string {
  try {
    return new URL(url, apiUrl(base, '/')).href;
  } catch {
    return url;
  }
}
