import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ATTRS, loaderConfig } from '../../../src/runtime/markup.ts';

afterEach(() => vi.restoreAllMocks());

describe('loader tag configuration', () => {
  it('has defaults for every setting', () => {
    expect(loaderConfig({})).toEqual({
      apiBase: '',
      locale: 'en-US',
      pageType: undefined,
      expressCheckout: false,
      customCart: false,
      checkoutUrl: '/checkout',
      subscriptionUrl: '/checkout/subscription',
      consent: 'denied',
      debug: false,
    });
  });

  it('takes a checkout or subscription URL only when it is a path or http(s): never javascript:', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loaderConfig({ checkoutUrl: '/buy', subscriptionUrl: 'https://shop.example/sub' })).toMatchObject({
      checkoutUrl: '/buy',
      subscriptionUrl: 'https://shop.example/sub',
    });
    expect(
      loaderConfig({
        checkoutUrl: 'javascript:alert(1)',
        subscriptionUrl: '//evil.example/',
        consent: 'maybe',
      }),
    ).toMatchObject({
      checkoutUrl: '/checkout',
      subscriptionUrl: '/checkout/subscription',
      consent: 'denied',
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reads flags, numbers and locales from the data attributes', () => {
    expect(
      loaderConfig({
        apiBase: 'https://api.example.com',
        locale: 'fr-FR',
        pageType: '200',
        expressCheckout: '',
        customCart: 'false',
      }),
    ).toMatchObject({
      apiBase: 'https://api.example.com',
      locale: 'fr-FR',
      pageType: 200,
      expressCheckout: true,
      customCart: false,
    });
  });

  it('drops a bad value for its default with one warning naming the attribute', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = { locale: 'not a locale!', pageType: 'cart', expressCheckout: 'yes' };
    expect(loaderConfig(raw)).toMatchObject({ locale: 'en-US', pageType: undefined, expressCheckout: false });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[vitrine] ignoring data-locale="not a locale!" on the loader\'s <script> tag',
      '[vitrine] ignoring data-page-type="cart" on the loader\'s <script> tag',
      '[vitrine] ignoring data-express-checkout="yes" on the loader\'s <script> tag',
    ]);
    loaderConfig(raw);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('names each attribute as CONFIG_ATTRS spells it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A value each attribute refuses (any text is an API base, so it has none).
    const bad = {
      locale: 'x!',
      pageType: 'cart',
      expressCheckout: 'yes',
      customCart: 'no',
      checkoutUrl: 'javascript:alert(1)',
      subscriptionUrl: '//evil.example',
      consent: 'maybe',
      debug: 'on',
    } satisfies Partial<Record<keyof typeof CONFIG_ATTRS, string>>;
    loaderConfig(bad);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      Object.entries(bad).map(
        ([key, value]) =>
          `[vitrine] ignoring ${CONFIG_ATTRS[key as keyof typeof bad]}="${value}" on the loader's <script> tag`,
      ),
    );
  });
});
