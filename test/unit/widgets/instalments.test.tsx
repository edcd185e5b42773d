import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { VARIANT_CHANGE_EVENT } from '../../../src/commerce/productScope.ts';
import { render } from '../../../src/engine/index.ts';
import {
  instalmentProvider,
  readInstalmentContext,
} from '../../../src/widgets/instalments/instalmentContext.ts';
import { instalmentOffer } from '../../../src/widgets/instalments/instalmentOffer.ts';
import { readModalContent } from '../../../src/widgets/instalments/modalContent.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
const PARTIAL = readFileSync(join(repo, 'fixtures/site/partials/instalments.html'), 'utf8');
const SITE_CONTEXT = (
  JSON.parse(readFileSync(join(repo, 'fixtures/site/site.json'), 'utf8')) as {
    instalmentContext: Record<string, unknown>;
  }
).instalmentContext;
const MODAL = readFileSync(join(repo, 'fixtures/server/site/instalmentModals/en_US.html'), 'utf8');

/** A product page's instalment line as the demo store's partial writes it, in the product's scope. */
function instalmentMarkup(slug: string, context: unknown = SITE_CONTEXT, item?: object): string {
  const product = demoCatalog.find((p) => p.slug === slug)!;
  const { output, errors } = render(
    `<article class="product-detail">{.section item}{@|apply instalments.html}{.end}</article>`,
    { item: item ?? engineItem(product), instalmentContext: context },
    { partials: { 'instalments.html': PARTIAL } },
  );
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  return output;
}

const marker = () => document.querySelector<HTMLElement>('[data-vitrine="instalments"]')!;
const pill = () => document.querySelector<HTMLButtonElement>('.vitrine-instalments__pill');
const info = () => document.querySelector<HTMLButtonElement>('.vitrine-instalments__info');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const modal = () => dialog()?.querySelector<HTMLElement>('.vitrine-instalments-dialog__modal');
/** What the line says (the info button's 'i' is drawn by CSS): '' when nothing is shown. */
const text = () => marker().textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function page(html: string, config: Record<string, string> = {}) {
  const vitrine = await bootLoader({ html, config });
  await settle();
  return vitrine;
}

/** The modal host: answers each GET with `answer`, and keeps what it was asked. */
function modalHost(answer: () => Response | Promise<Response>) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      asked.push({ url: String(input), init });
      return answer();
    }),
  );
  return asked;
}

beforeAll(async () => {
  // The popup arrives by import() on the first open: transform it once, before any timing matters.
  await import('../../../src/widgets/instalments/InstalmentPopup.tsx');
}, 30_000);

afterEach(async () => {
  // A popup left open keeps its focus trap on the document: close it as a shopper would.
  dialog()?.querySelector<HTMLButtonElement>('.vitrine-dialog__close')?.click();
  await vi.waitFor(() => expect(dialog()).toBeNull());
  await teardownLoader();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the range rule (storefront §5)', () => {
  it('offers instalments above the minimum and up to the maximum, the price over 4 to the cent', () => {
    expect(instalmentOffer(3500, 3500, 200000)).toEqual({ kind: 'over', amountCents: 3500 });
    expect(instalmentOffer(3501, 3500, 200000)).toEqual({ kind: 'offer', paymentCents: 875 });
    expect(instalmentOffer(4550, 3500, 200000)).toEqual({ kind: 'offer', paymentCents: 1138 });
    expect(instalmentOffer(200000, 3500, 200000)).toEqual({ kind: 'offer', paymentCents: 50000 });
    expect(instalmentOffer(200001, 3500, 200000)).toEqual({ kind: 'upTo', amountCents: 200000 });
    expect(instalmentOffer(0, 3500, 200000)).toEqual({ kind: 'over', amountCents: 3500 });
  });

  it('on the page: a price equal to the minimum is out of range, one equal to the maximum is in', async () => {
    // The mug sells at $18.50.
    await page(instalmentMarkup('ceramic-mug', { ...SITE_CONTEXT, afterPayMin: 1850 }));
    expect(text()).toBe('Afterpay available for orders over $18.50');
    await page(instalmentMarkup('ceramic-mug', { ...SITE_CONTEXT, afterPayMin: 1849 }));
    expect(text()).toBe('or 4 interest-free payments of $4.63 with Afterpay');
    await page(instalmentMarkup('ceramic-mug', { ...SITE_CONTEXT, afterPayMin: 100, afterPayMax: 1850 }));
    expect(text()).toBe('or 4 interest-free payments of $4.63 with Afterpay');
    await page(instalmentMarkup('ceramic-mug', { ...SITE_CONTEXT, afterPayMin: 100, afterPayMax: 1849 }));
    expect(text()).toBe('Afterpay available for orders up to $18.49');
  });

  it("says the demo store's three cases in the spec's words", async () => {
    await page(instalmentMarkup('linen-shirt'));
    expect(text()).toBe('or 4 interest-free payments of $11.25 with Afterpay');
    await page(instalmentMarkup('reading-chair'));
    expect(text()).toBe('Afterpay available for orders up to $2,000.00');
    await page(instalmentMarkup('ceramic-mug'));
    expect(text()).toBe('Afterpay available for orders over $35.00');
  });

  it('shows nothing for a product that is not physical (type 1)', async () => {
    for (const slug of ['field-guide-ebook', 'pottery-class', 'gift-card']) {
      await page(instalmentMarkup(slug));
      expect(marker().isConnected).toBe(true);
      expect(text()).toBe('');
      expect(pill()).toBeNull();
    }
  });
});

describe('the locale and the brand (engine spec §9)', () => {
  const provider = (shopperLanguage: string, stripeAccountCountry: string, afterPayAvailable = true) =>
    instalmentProvider(
      readInstalmentContext(
        JSON.stringify({ ...SITE_CONTEXT, shopperLanguage, stripeAccountCountry, afterPayAvailable }),
      ),
    );

  it('is Afterpay in the US, Canada (English and French), Australia and New Zealand, Clearpay in the UK', () => {
    expect(provider('en', 'US')).toEqual({ locale: 'en_US', brand: 'Afterpay' });
    expect(provider('en', 'CA')).toEqual({ locale: 'en_CA', brand: 'Afterpay' });
    expect(provider('fr-CA', 'ca')).toEqual({ locale: 'fr_CA', brand: 'Afterpay' });
    expect(provider('en_AU', 'AU')).toEqual({ locale: 'en_AU', brand: 'Afterpay' });
    expect(provider('EN', 'NZ')).toEqual({ locale: 'en_NZ', brand: 'Afterpay' });
    expect(provider('en-GB', 'GB')).toEqual({ locale: 'en_GB', brand: 'Clearpay' });
  });

  it('is nothing in another country, for a locale the provider has no modal in, or when it is off', () => {
    expect(provider('de', 'DE')).toBeUndefined();
    expect(provider('en', 'FR')).toBeUndefined();
    expect(provider('fr', 'US')).toBeUndefined();
    expect(provider('fr', 'GB')).toBeUndefined();
    expect(provider('en', 'US', false)).toBeUndefined();
  });

  it('names Clearpay on a British store, in pounds', async () => {
    const item = engineItem(
      demoCatalog.find((p) => p.slug === 'linen-shirt')!,
      { currency: 'GBP' },
    );
    await page(
      instalmentMarkup(
        'linen-shirt',
        { ...SITE_CONTEXT, shopperLanguage: 'en', stripeAccountCountry: 'GB' },
        item,
      ),
    );
    expect(text()).toBe('or 4 interest-free payments of £11.25 with Clearpay');
    expect(info()!.getAttribute('aria-label')).toBe('More about Clearpay');
  });

  it("shows nothing, and reports nothing, on a store outside the provider's countries or with it off", async () => {
    const warn = vi.spyOn(console, 'warn');
    for (const context of [
      { ...SITE_CONTEXT, stripeAccountCountry: 'DE', shopperLanguage: 'de' },
      { afterPayAvailable: false },
    ]) {
      const vitrine = await page(instalmentMarkup('linen-shirt', context));
      expect(text()).toBe('');
      expect(vitrine.errors).toEqual([]);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a bad instalment context (spec §8: reported silently)', () => {
  const BAD: Array<[string, unknown]> = [
    ['afterPayMin', { ...SITE_CONTEXT, afterPayMin: '3500' }],
    ['afterPayMax', { ...SITE_CONTEXT, afterPayMax: 100 }],
    ['afterPayAvailable', { ...SITE_CONTEXT, afterPayAvailable: 'yes' }],
    ['shopperLanguage', { ...SITE_CONTEXT, shopperLanguage: '' }],
    ['stripeAccountCountry', { ...SITE_CONTEXT, stripeAccountCountry: 'USA' }],
    ['no instalment context', null],
  ];

  for (const [fault, context] of BAD) {
    it(`${fault}: nothing is shown, the error reporter gets it, the console stays quiet`, async () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const heard: unknown[] = [];
      const vitrine = await bootLoader({
        html: instalmentMarkup('linen-shirt', context),
        queue: [['on', 'widget:error', (detail: unknown) => heard.push(detail)]],
      });
      await settle();
      expect(text()).toBe('');
      expect(vitrine.errors).toHaveLength(1);
      expect(vitrine.errors[0]!.widget).toBe('instalments');
      expect(String(vitrine.errors[0]!.error)).toContain(
        `instalments: bad instalment context: ${fault === 'no instalment context' ? 'null' : fault}`,
      );
      expect(heard).toHaveLength(1);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  }

  it('a product that is not physical never reads its context, so a bad one is not reported', async () => {
    const vitrine = await page(instalmentMarkup('field-guide-ebook', { afterPayAvailable: 'yes' }));
    expect(text()).toBe('');
    expect(vitrine.errors).toEqual([]);
  });

  it('bad markup (a price that is not cents) gets one warning naming the attribute, and the element is left alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = instalmentMarkup('linen-shirt').replace(
      'data-vitrine-price="4500"',
      'data-vitrine-price="45.00"',
    );
    await page(html);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('data-vitrine-price is invalid ("45.00")');
    expect(marker().querySelector('script[type="application/json"]')).not.toBeNull();
  });
});

describe('the pill follows the chosen variant', () => {
  const choose = (variant: unknown) =>
    document
      .querySelector('.product-detail')!
      .dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { bubbles: true, detail: { variant } }));

  it('starts from the "from" price, takes the variant\'s (sale) price, and goes back on a reset', async () => {
    const jacket = engineItem(demoCatalog.find((p) => p.slug === 'field-jacket')!);
    await page(instalmentMarkup('field-jacket'));
    expect(text()).toBe('or 4 interest-free payments of $24.00 with Afterpay');
    const [oliveSmall, , , navySmall] = jacket.structuredContent.variants;
    choose(oliveSmall);
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $30.00 with Afterpay');
    choose(navySmall);
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $24.00 with Afterpay');
    choose({ ...oliveSmall, priceMoney: { value: '2400.00', currency: 'USD' } });
    await settle(1);
    expect(text()).toBe('Afterpay available for orders up to $2,000.00');
    choose(undefined);
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $24.00 with Afterpay');
  });

  it('reads a variant whose money is spelt {decimalValue, currencyCode}, or names no currency', async () => {
    await page(instalmentMarkup('field-jacket'));
    choose({ sku: 'X', onSale: false, priceMoney: { decimalValue: '120.00', currencyCode: 'USD' } });
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $30.00 with Afterpay');
    choose({ sku: 'Y', onSale: true, salePriceMoney: { decimalValue: 100 }, priceMoney: { value: '1' } });
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $25.00 with Afterpay');
    // Not a price: the line goes back to the "from" price rather than show a wrong one.
    choose({ sku: 'Z', onSale: false, priceMoney: { decimalValue: '-5', currencyCode: 'USD' } });
    await settle(1);
    expect(text()).toBe('or 4 interest-free payments of $24.00 with Afterpay');
  });
});

describe('the popup', () => {
  it('opens from the pill as a labelled modal dialog, shows the modal for the locale inert, and gives focus back', async () => {
    const asked = modalHost(() => new Response(MODAL, { headers: { 'Content-Type': 'text/html' } }));
    await page(instalmentMarkup('linen-shirt'), { 'api-base': 'https://api.example.com' });
    expect(dialog()).toBeNull();
    expect(asked).toEqual([]);
    expect(pill()!.textContent).toBe('Afterpay');
    expect(pill()!.getAttribute('aria-haspopup')).toBe('dialog');
    pill()!.focus();
    pill()!.click();
    await vi.waitFor(() => expect(modal()).toBeTruthy(), { timeout: 5000 });

    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('https://api.example.com/instalment-modals/en_US.html');
    expect(asked[0]!.init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Afterpay');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Installments use 4 interest-free payments',
    );
    // The modal's words, under the popup's title (its h1 an h3), in the modal's language.
    expect(modal()!.querySelector('h3')!.textContent).toBe('Shop now. Pay in 4 interest-free installments.');
    expect(modal()!.getAttribute('lang')).toBe('en-US');
    expect(modal()!.querySelectorAll('li')).toHaveLength(4);
    // Inert: neither its script nor its handler came along, so neither ran.
    expect(modal()!.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-script-ran')).toBe(false);
    expect(document.documentElement.hasAttribute('data-onerror-ran')).toBe(false);
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Close');

    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(pill()));

    // A second open shows the modal already loaded, without asking the host again.
    info()!.focus();
    info()!.click();
    await vi.waitFor(() => expect(modal()?.querySelector('h3')).toBeTruthy(), { timeout: 5000 });
    expect(asked).toHaveLength(1);
    dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(info()));
  });

  it('takes the modal from data-vitrine-modal-url, {locale} filled', async () => {
    const asked = modalHost(() => new Response(MODAL));
    const html = instalmentMarkup('linen-shirt', {
      ...SITE_CONTEXT,
      shopperLanguage: 'fr',
      stripeAccountCountry: 'CA',
    }).replace(
      'data-vitrine="instalments"',
      'data-vitrine="instalments" data-vitrine-modal-url="https://modals.example.net/m/{locale}.html"',
    );
    await page(html);
    pill()!.click();
    await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: 5000 });
    expect(asked[0]!.url).toBe('https://modals.example.net/m/fr_CA.html');
  });

  it('refuses a modal URL a browser reads as another host (/\\host): one warning, nothing fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked = modalHost(() => new Response(MODAL));
    const html = instalmentMarkup('linen-shirt').replace(
      'data-vitrine="instalments"',
      'data-vitrine="instalments" data-vitrine-modal-url="/\\evil.example/{locale}.html"',
    );
    await page(html);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(
      'data-vitrine-modal-url is invalid ("/\\\\evil.example/{locale}.html")',
    );
    expect(pill()).toBeNull();
    expect(asked).toEqual([]);
  });

  it('a modal that cannot be loaded gives one console warning, and the popup says the offer instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked = modalHost(() => new Response('Server error', { status: 500 }));
    const vitrine = await page(instalmentMarkup('linen-shirt'), { 'api-base': 'https://down.example.com' });
    pill()!.click();
    await vi.waitFor(
      () => expect(dialog()?.textContent).toContain('or 4 interest-free payments of $11.25 with Afterpay'),
      {
        timeout: 5000,
      },
    );
    expect(modal()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(
      'https://down.example.com/instalment-modals/en_US.html could not be loaded',
    );
    expect(String(warn.mock.calls[0]![1])).toContain('HTTP 500');
    expect(vitrine.errors).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('rebuilds the modal from text only, however it is written: no script, handler, style, frame or base', () => {
    const { fragment, lang } = readModalContent(
      `<html lang="fr-CA"><head><meta http-equiv="refresh" content="0;url=https://evil.example">
       <base href="https://evil.example/"><style>body{display:none}</style></head>
       <body onload="x()"><main><h2 ONCLICK="x()" style="color:red">Titre</h2>
       <p class="x">Payez <strong>en 4</strong> <font>fois</font><img src=x onerror="x()" alt="logo"></p>
       <ul><li>Un</li></ul><form action="javascript:x()"><button>Go</button></form>
       <a href="javascript:x()">bad</a> <a href="terms.html" onclick="x()">Conditions</a>
       <iframe srcdoc="<script>x()</script>"></iframe><svg><a href="#"><text>t</text></a></svg>
       <script>x()</script><noscript><p>no</p></noscript></main></body></html>`,
      'https://modals.example.net/m/fr_CA.html',
    );
    const root = document.createElement('div');
    root.append(fragment);
    expect(lang).toBe('fr-CA');
    expect(
      root.querySelector('script, style, meta, base, img, form, button, iframe, svg, noscript, main'),
    ).toBeNull();
    expect([...root.querySelectorAll('*')].flatMap((n) => n.getAttributeNames()).sort()).toEqual([
      'href',
      'rel',
      'target',
    ]);
    expect(root.querySelector('h3')!.textContent).toBe('Titre');
    expect(root.querySelector('p')!.textContent).toBe('Payez en 4 fois');
    expect(root.querySelector('li')!.textContent).toBe('Un');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['bad', null],
      ['Conditions', 'https://modals.example.net/m/terms.html'],
    ]);
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.textContent).not.toContain('x()');
  });

  it('cuts a modal that is too deep or too big instead of freezing the page', () => {
    const deep = `${'<div>'.repeat(500)}deep${'</div>'.repeat(500)}<p>after</p>`;
    const { fragment } = readModalContent(deep, 'https://modals.example.net/m/en_US.html');
    const root = document.createElement('div');
    root.append(fragment);
    expect(root.textContent).not.toContain('deep');
    const big = readModalContent('<p>x</p>'.repeat(5000), 'https://modals.example.net/m/en_US.html');
    expect(big.fragment.childNodes.length).toBeLessThanOrEqual(2000);
  });
});
