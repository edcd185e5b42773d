import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiAsset,
  apiUrl,
  CAPTCHA_SRC,
  pageSettings,
  SETTING_KEYS,
  settingAttribute,
} from '../../../src/runtime/settings.ts';
import { isSafeUrl } from '../../../src/runtime/patterns.ts';
import { pageContext } from '../../../src/collectors/common/pageContext.ts';
import { recordEvent } from '../../../src/collectors/tracker/legacyTracker.ts';
import { trackerSettings } from '../../../src/collectors/tracker/trackerSettings.ts';
import { PlatformClient } from '../../../src/platform/PlatformClient.ts';
import { siteHeaderFooter } from '../../../src/api/routes/platformSite.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

afterEach(() => vi.restoreAllMocks());

const warnings = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mock.calls.map((c) => String(c[0]));
};

describe("the page's settings (the loader tag, read in one place)", () => {
  it('has a default for every setting', () => {
    expect(pageSettings({})).toMatchObject({
      apiBase: '',
      locale: 'en-US',
      websiteLocale: 'en-US',
      currency: undefined,
      cartUrl: '/cart',
      cookiePolicy: 'restrictive',
      consent: undefined,
      pageType: undefined,
      expressCheckout: false,
      customCart: false,
      checkoutUrl: '/checkout',
      subscriptionUrl: '/checkout/subscription',
      debug: false,
      features: [],
      memberRoles: [],
      captchaSiteKey: undefined,
      captchaSrc: CAPTCHA_SRC,
      trackerEnv: 'prod',
      trackerFireEvents: true,
      trackerBeacon: true,
      trackerValidate: false,
    });
  });

  it("reads the platform's locale spelling and any case as one canonical locale", () => {
    expect(pageSettings({ locale: 'en_GB' }).locale).toBe('en-GB');
    expect(pageSettings({ locale: 'en-gb' }).locale).toBe('en-GB');
    expect(pageSettings({ locale: 'fr_CA' })).toMatchObject({ locale: 'fr-CA', websiteLocale: 'fr-CA' });
    expect(pageSettings({ locale: 'en_GB', websiteLocale: 'de_DE', memberLocale: 'es_MX' })).toMatchObject({
      locale: 'en-GB',
      websiteLocale: 'de-DE',
      memberLocale: 'es-MX',
    });
  });

  it('keeps the API base without its trailing slashes, so every URL is joined the same way', () => {
    expect(pageSettings({ apiBase: 'https://api.example.com/' }).apiBase).toBe('https://api.example.com');
    expect(pageSettings({ apiBase: 'https://api.example.com' }).apiBase).toBe('https://api.example.com');
    expect(pageSettings({ apiBase: '/shop/api//' }).apiBase).toBe('/shop/api');
    expect(pageSettings({ apiBase: '/' }).apiBase).toBe('');
    const said = warnings();
    expect(pageSettings({ apiBase: 'javascript:alert(1)' }).apiBase).toBe('');
    expect(pageSettings({ apiBase: 'api.example.com' }).apiBase).toBe('');
    expect(said()).toHaveLength(2);
  });

  it("joins the API base and a path into one URL, whatever the base's trailing slash", () => {
    const paths = ['https://api.example.com', 'https://api.example.com/', 'https://api.example.com///'];
    for (const base of paths) {
      expect(apiUrl(base, '/api/commerce/cart')).toBe('https://api.example.com/api/commerce/cart');
    }
    expect(apiUrl('', '/api/commerce/cart')).toBe(new URL('/api/commerce/cart', location.href).href);
    expect(apiUrl('/shop/', '/api/x')).toBe(new URL('/shop/api/x', location.href).href);
  });

  it("reads a URL the API answered with against the API's address, not the page's", () => {
    const api = 'https://api.example.com/shop/';
    expect(apiAsset(api, '/assets/mug.svg')).toBe('https://api.example.com/assets/mug.svg');
    expect(apiAsset(api, 'assets/mug.svg')).toBe('https://api.example.com/shop/assets/mug.svg');
    expect(apiAsset(api, 'https://cdn.example/mug.svg')).toBe('https://cdn.example/mug.svg');
    expect(apiAsset(api, 'data:image/gif;base64,R0lGOD')).toBe('data:image/gif;base64,R0lGOD');
    // No API base: the page's own origin, as every call goes.
    expect(apiAsset('', '/assets/mug.svg')).toBe(new URL('/assets/mug.svg', location.href).href);
  });

  it("takes the store's currency in upper case, and the cart's URL as a path or an http(s) URL", () => {
    expect(pageSettings({ currency: 'eur', cartUrl: '/basket' })).toMatchObject({
      currency: 'EUR',
      cartUrl: '/basket',
    });
    expect(pageSettings({ cartUrl: 'https://shop.example/cart' }).cartUrl).toBe('https://shop.example/cart');
    const said = warnings();
    expect(pageSettings({ currency: 'euro', cartUrl: 'javascript:alert(1)' })).toMatchObject({
      currency: undefined,
      cartUrl: '/cart',
    });
    expect(said()).toEqual([
      '[vitrine] ignoring data-currency="euro" on the loader\'s <script> tag',
      '[vitrine] ignoring data-cart-url="javascript:alert(1)" on the loader\'s <script> tag',
    ]);
  });

  it('reads the cookie policy and the consent the page states', () => {
    expect(pageSettings({ cookiePolicy: 'permissive' }).cookiePolicy).toBe('permissive');
    expect(pageSettings({ consent: 'granted' }).consent).toBe('granted');
    expect(pageSettings({ consent: 'denied' }).consent).toBe('denied');
    const said = warnings();
    expect(pageSettings({ cookiePolicy: 'lax', consent: 'maybe' })).toMatchObject({
      cookiePolicy: 'restrictive',
      consent: undefined,
    });
    expect(said()).toHaveLength(2);
  });

  it('takes a checkout or subscription URL only when it is a path or http(s): never javascript:', () => {
    expect(pageSettings({ checkoutUrl: '/buy', subscriptionUrl: 'https://shop.example/sub' })).toMatchObject({
      checkoutUrl: '/buy',
      subscriptionUrl: 'https://shop.example/sub',
    });
    const said = warnings();
    expect(
      pageSettings({ checkoutUrl: 'javascript:alert(1)', subscriptionUrl: '//evil.example/' }),
    ).toMatchObject({ checkoutUrl: '/checkout', subscriptionUrl: '/checkout/subscription' });
    expect(said()).toHaveLength(2);
  });

  it('refuses data-checkout-url="/\\evil.test/x" (a browser reads it as //evil.test) with one warning', () => {
    const said = warnings();
    expect(pageSettings({ checkoutUrl: '/\\evil.test/x' }).checkoutUrl).toBe('/checkout');
    expect(said()).toEqual([
      '[vitrine] ignoring data-checkout-url="/\\evil.test/x" on the loader\'s <script> tag',
    ]);
  });

  it('takes no URL setting that leaves the site by a path a browser reads as another host', () => {
    const said = warnings();
    expect(
      pageSettings({
        cartUrl: '\\\\evil.test',
        subscriptionUrl: '/\t/evil.test',
        captchaSrc: '/\\evil.test/captcha.js',
        apiBase: '//evil.test',
        trackerHosts: 'prod=https://user@evil.test',
      }),
    ).toMatchObject({
      cartUrl: '/cart',
      subscriptionUrl: '/checkout/subscription',
      captchaSrc: CAPTCHA_SRC,
      apiBase: '',
      trackerHosts: {},
    });
    expect(said()).toHaveLength(5);
    expect(pageSettings({ apiBase: '/\\evil.test' }).apiBase).toBe('');
    expect(said()).toHaveLength(6);
  });

  it('reads flags, numbers, lists and names', () => {
    expect(
      pageSettings({
        pageType: '200',
        expressCheckout: '',
        customCart: 'false',
        debug: '',
        features: 'site-visitor-metrics, other',
        memberRoles: '10 4',
        adPixel: 'fbq',
        captchaSiteKey: 'abc-123',
        captchaSrc: '/stand-ins/captcha/enterprise.js',
        trackerEnv: 'qa',
        trackerHosts: 'qa=https://qa.example/ prod=https://prod.example',
        trackerBeacon: 'false',
      }),
    ).toMatchObject({
      pageType: 200,
      expressCheckout: true,
      customCart: false,
      debug: true,
      features: ['site-visitor-metrics', 'other'],
      memberRoles: [10, 4],
      adPixel: 'fbq',
      captchaSiteKey: 'abc-123',
      captchaSrc: '/stand-ins/captcha/enterprise.js',
      trackerEnv: 'qa',
      trackerHosts: { qa: 'https://qa.example', prod: 'https://prod.example' },
      trackerBeacon: false,
    });
  });

  it('drops a bad value for its default with one warning naming the attribute, once a page', () => {
    const said = warnings();
    const raw = {
      locale: 'not a locale!',
      pageType: 'cart',
      expressCheckout: 'yes',
      adPixel: 'alert(1)',
      captchaSiteKey: 'a b"<',
      captchaSrc: 'javascript:alert(1)',
      websiteId: 'no spaces allowed',
    };
    expect(pageSettings(raw)).toMatchObject({
      locale: 'en-US',
      pageType: undefined,
      expressCheckout: false,
      adPixel: undefined,
      captchaSiteKey: undefined,
      captchaSrc: CAPTCHA_SRC,
      websiteId: undefined,
    });
    expect(said().sort()).toEqual(
      Object.entries(raw)
        .map(
          ([key, value]) =>
            `[vitrine] ignoring ${settingAttribute(key)}="${value}" on the loader's <script> tag`,
        )
        .sort(),
    );
    pageSettings(raw);
    expect(said()).toHaveLength(Object.keys(raw).length);
  });

  it('an empty attribute is no value (its default), without a warning; a bare flag is on', () => {
    const said = warnings();
    expect(pageSettings({ locale: '', websiteId: '', currency: '', expressCheckout: '' })).toMatchObject({
      locale: 'en-US',
      websiteId: undefined,
      currency: undefined,
      expressCheckout: true,
    });
    expect(said()).toEqual([]);
  });

  it('every setting is in the table of docs/integrators/embed.md, by its attribute', () => {
    const readme = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'docs', 'integrators', 'embed.md'),
      'utf8',
    );
    const missing = SETTING_KEYS.map(settingAttribute).filter((attr) => !readme.includes(`\`${attr}\``));
    expect(missing).toEqual([]);
  });
});

describe('isSafeUrl: the one rule for a URL the bundle navigates to, loads or fetches', () => {
  it.each([
    ['/\\evil.test', "'\\' reads as '/': //evil.test"],
    ['//evil.test', 'another host, scheme-relative'],
    ['\\\\evil.test', 'reads //evil.test'],
    ['\\/evil.test', 'reads //evil.test'],
    ['/\\/evil.test', 'a backslash'],
    ['/x\\y', 'a backslash anywhere'],
    ['/%5Cevil.test', 'an encoded backslash a server may decode before it redirects'],
    ['/%5cevil.test', 'the same, lower case'],
    ['/%2F/evil.test', 'an encoded slash'],
    ['/\t/evil.test', 'browsers drop the tab: //evil.test'],
    ['/\n/evil.test', 'browsers drop the newline: //evil.test'],
    ['/\r/evil.test', 'a carriage return'],
    [' //evil.test', 'a leading space, which browsers strip'],
    ['/checkout ', 'a trailing space'],
    ['\u0000/evil', 'a control character'],
    ['/a\u007fb', 'DEL'],
    ['/\u00a0/evil.test', 'a non-breaking space'],
    ['/\ufeff/evil.test', 'a byte-order mark'],
    ['javascript:alert(1)', 'javascript:'],
    ['JAVASCRIPT:alert(1)', 'javascript: in capitals'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    [' javascript:alert(1)', 'javascript: after a space'],
    ['java\tscript:alert(1)', 'javascript: with a tab'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['ftp://files.example/x', 'another scheme'],
    [' https://shop.example/', 'a leading space'],
    ['https:/evil.test', 'one slash'],
    ['https:evil.test', 'no slash'],
    ['https:\\\\evil.test', 'backslashes'],
    ['https:///evil.test', 'three slashes, no host'],
    ['https://', 'no host'],
    ['https://user:pass@evil.test/', 'credentials'],
    ['https://shop.example@evil.test/', 'a host that is really a user name'],
    ['checkout', 'a relative path'],
    ['./checkout', 'a relative path'],
    ['?page=2', 'a query alone'],
    ['#top', 'a fragment alone'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it.each([
    '/',
    '/checkout',
    '/checkout/subscription?cartToken=abc#pay',
    '/instalment-modals/{locale}.html',
    '/shop/a%20b',
    '/a//b',
    '/search?q=//x',
    'https://shop.example',
    'https://shop.example/cart',
    'http://localhost:8080/x?y=1',
    'HTTPS://SHOP.EXAMPLE/Cart',
    'https://shop.example?x=1',
    'https://shop.example#top',
    'https://shop.example/@user',
    'https://[::1]:8443/',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });
});

describe("one reading for widgets, collectors and the platform layer: data-locale='en_GB' and an API base's trailing slash", () => {
  const runtime = (config: Record<string, string>) => collectorRuntime(config);

  it('collectors: the page context says en-GB, and the trackers post to the same URLs either way', async () => {
    expect(pageContext(runtime({ locale: 'en_GB' })).websiteLocale).toBe('en-GB');
    const bases = ['https://api.example.com', 'https://api.example.com/'];
    const urls = bases.map((apiBase) => trackerSettings(runtime({ apiBase })));
    expect(urls[0]).toEqual(urls[1]);
    expect(urls[0]!.eventsUrl).toBe('https://api.example.com/api/v1/clanker/events');
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      async (url: string) => (posted.push(String(url)), new Response(null, { status: 200 })),
    );
    for (const apiBase of bases) {
      const rt = runtime({ apiBase });
      await recordEvent(rt, pageContext(rt), 'page_view');
    }
    vi.unstubAllGlobals();
    expect(posted).toEqual([
      'https://api.example.com/api/events/RecordEvent',
      'https://api.example.com/api/events/RecordEvent',
    ]);
  });

  it('the platform layer: the same URLs whether its base ends in a slash or not', async () => {
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ header: '', footer: '' }), { status: 200 });
    };
    for (const base of ['https://api.example.com', 'https://api.example.com/']) {
      await new PlatformClient({ base, fetch }).call(siteHeaderFooter);
    }
    expect(asked).toEqual([
      'https://api.example.com/api/site-header-footer',
      'https://api.example.com/api/site-header-footer',
    ]);
  });
});
