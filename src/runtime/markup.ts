import * as z from 'zod/mini';
import { flagProp } from './props.ts';

/**
 * The markup contract: every attribute name the bundle reads, in one module. Formatter-emitted
 * markup (classes, data-item-id …) is described by the widgets that hydrate it.
 */

export { LOAD_ATTR, STRATEGIES, WIDGET_ATTR } from './selectors.ts';

/** Attributes of the loader's own script tag, by their camel-cased key on Vitrine.config. */
export const CONFIG_ATTRS = {
  apiBase: 'data-api-base',
  locale: 'data-locale',
  pageType: 'data-page-type',
  expressCheckout: 'data-express-checkout',
  customCart: 'data-custom-cart',
  checkoutUrl: 'data-checkout-url',
  subscriptionUrl: 'data-subscription-url',
  consent: 'data-consent',
  debug: 'data-debug',
} as const;

// A tag Intl reads as one locale. A transform that refuses, as jsonProp does, rather than a
// refine: refine is a zod kind no other schema of the browser's needs (~200 B).
const locale = z.pipe(
  z.string(),
  z.transform((tag, ctx) => {
    try {
      if (Intl.getCanonicalLocales(tag).length === 1) return tag;
    } catch {
      // a malformed tag: refused below
    }
    ctx.issues.push({ code: 'custom', message: 'not a locale', input: tag });
    return z.NEVER;
  }),
);

// A same-site path or an http(s) URL: never javascript: or data:, which a redirect would run.
const url = z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/));

const fields = {
  apiBase: z.string(),
  locale,
  pageType: z.pipe(
    z.string().check(z.regex(/^\d{1,4}$/)),
    z.transform((v) => Number(v)),
  ),
  expressCheckout: flagProp,
  customCart: flagProp,
  checkoutUrl: url,
  subscriptionUrl: url,
  consent: z.enum(['granted', 'denied']),
  debug: flagProp,
};

export interface LoaderConfig {
  apiBase: string;
  locale: string;
  pageType: number | undefined;
  expressCheckout: boolean;
  customCart: boolean;
  /** where express checkout sends the shopper after an add (the spec leaves the path open) */
  checkoutUrl: string;
  /** where a subscription purchase continues, with ?cartToken= (the spec leaves it open) */
  subscriptionUrl: string;
  /** 'granted' starts the background collectors; anything else waits for Vitrine.consent(true) */
  consent: 'granted' | 'denied';
  debug: boolean;
}

const DEFAULTS: LoaderConfig = {
  apiBase: '',
  locale: 'en-US',
  pageType: undefined,
  expressCheckout: false,
  customCart: false,
  checkoutUrl: '/checkout',
  subscriptionUrl: '/checkout/subscription',
  consent: 'denied',
  debug: false,
};

const _parsed = new WeakMap<object, LoaderConfig>();

/**
 * The loader tag's configuration, checked once per page: a bad value is dropped for its default
 * with one console warning naming the attribute, and the host page is left alone.
 */
export function loaderConfig(raw: Readonly<Record<string, string | undefined>>): LoaderConfig {
  const cached = _parsed.get(raw);
  if (cached) return cached;
  const config: Record<string, unknown> = { ...DEFAULTS };
  for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
    const value = raw[key];
    if (value === undefined) continue;
    const result = fields[key].safeParse(value);
    if (result.success) config[key] = result.data;
    // The attribute's name spelt from its key (CONFIG_ATTRS's rule; the table itself stays out of
    // the runtime chunk, and test/unit/runtime/markup.test.ts checks every name against it).
    else
      console.warn(
        `[vitrine] ignoring data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}" on the loader's <script> tag`,
      );
  }
  _parsed.set(raw, config as unknown as LoaderConfig);
  return config as unknown as LoaderConfig;
}
