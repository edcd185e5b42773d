import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { VARIANT_CHANGE_EVENT } from '../../../src/commerce/productScope.ts';
import { render } from '../../../src/engine/index.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { fakeApi } from '../harness/fakeApi.ts';
import { productById } from '../harness/productMarkup.ts';

/** The demo store's product page around its purchase-options partial, as the engine renders it. */
const PARTIALS = {
  'purchase-options.html': readFileSync(
    join(import.meta.dirname, '../../../fixtures/site/partials/purchase-options.html'),
    'utf8',
  ),
};
const PAGE = `<article class="product-detail" data-item-id="{item.id}">{.section item}
{@|product-price}{@|variants-select}{@|apply purchase-options.html}{@|quantity-input}{@|add-to-cart-btn}{.end}</article>`;
const THEME_LINE = /<span class="subscription-billing">.*?<\/span>/;

function coffeePage(item: object = engineItem(productById('coffee-beans'))): string {
  const { output, errors } = render(
    PAGE,
    { item, website: { useCLDRMoneyFormat: true } },
    { partials: PARTIALS },
  );
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  return output;
}

const price = () => document.querySelector('.subscription-price')!;
const oneTime = () => document.querySelector('.one-time-price')!;
const billing = () => document.querySelector('.subscription-billing')!;
const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
const size = () => document.querySelector<HTMLSelectElement>('select[data-variant-option-name="Size"]')!;

/** The variant picker is stood in for by pickerChose: these stories are the block's own. */
const chunks = { 'variant-picker': { mount() {}, unmount() {} } };

async function page(html: string, config: Record<string, string> = {}) {
  fakeApi({});
  const vitrine = await bootLoader({ html, config, chunks });
  await settle();
  return vitrine;
}

/** The variant picker's word on the choice (src/widgets/variantPicker dispatches it). */
function pickerChose(sku: string | undefined) {
  const variants = JSON.parse(document.querySelector('.product-variants')!.getAttribute('data-variants')!);
  const variant = variants.find((v: { sku: string }) => v.sku === sku);
  document
    .querySelector('.product-detail')!
    .dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { bubbles: true, detail: { variant } }));
}

afterEach(async () => {
  await teardownLoader();
  vi.unstubAllGlobals();
});

describe('the subscription block', () => {
  it("hydrates without changing a thing: 'from' the cheapest option's price, its plan, the one-time 'from' price", async () => {
    const html = coffeePage();
    const server = document.createElement('div');
    server.innerHTML = html;
    const before = server.querySelector('.product-purchase-options')!.outerHTML;
    await page(html);
    expect(document.querySelector('.product-purchase-options')!.outerHTML).toBe(before);
    expect(text(price())).toBe('from $12.60');
    expect(text(billing())).toBe('every 2 weeks');
    expect(text(oneTime())).toBe('from $14.00');
  });

  it("a chosen variant shows its option's price and its product price; a sale option its sale price beside the struck original", async () => {
    await page(coffeePage());
    pickerChose('BLEND-250');
    await vi.waitFor(() => expect(text(price())).toBe('$12.60'));
    expect(text(oneTime())).toBe('$14.00');
    expect(oneTime().querySelector('.product-price')).not.toBeNull();
    expect(text(billing())).toBe('every 2 weeks');

    pickerChose('BLEND-1000');
    await vi.waitFor(() => expect(price().querySelector('.original-price')?.textContent).toBe('$43.20'));
    // The engine's shape (renderPriceBlock): named for screen readers, the sale price first.
    expect(text(price())).toBe('Sale Price:$38.40 Original Price:$43.20');
    expect([...price().querySelectorAll('.visually-hidden')].map((s) => s.textContent)).toEqual([
      'Sale Price:',
      'Original Price:',
    ]);
    expect(text(oneTime())).toBe('$48.00');
  });

  it("'Subscribe and save' says what it saves: up to 20% before a choice, then the chosen size's saving", async () => {
    await page(coffeePage());
    const savings = () => document.querySelector('.subscription-savings')!;
    expect(text(savings())).toBe('Save up to 20%');
    pickerChose('BLEND-250');
    await vi.waitFor(() => expect(text(savings())).toBe('Save 10%'));
    pickerChose('BLEND-1000');
    await vi.waitFor(() => expect(text(savings())).toBe('Save 20%'));
    pickerChose(undefined);
    await vi.waitFor(() => expect(text(savings())).toBe('Save up to 20%'));
  });

  it("the button says 'Subscribe' while subscribe is chosen and 'Add To Cart' for a one-time purchase", async () => {
    await page(coffeePage());
    const label = () => text(document.querySelector('.sqs-add-to-cart-button')!);
    await vi.waitFor(() => expect(label()).toBe('Subscribe'));
    const once = document.querySelector<HTMLInputElement>('input[name="purchase-type"][value="one-time"]')!;
    once.checked = true;
    once.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(label()).toBe('Add To Cart'));
  });

  it('a product sold only by subscription offers no one-time purchase to choose', () => {
    expect(coffeePage(engineItem(productById('coffee-subscription')))).not.toContain('purchase-type');
  });

  it("a reset puts back the server's 'from' prices", async () => {
    await page(coffeePage());
    const server = price().innerHTML;
    const serverOneTime = oneTime().innerHTML;
    pickerChose('BLEND-1000');
    await vi.waitFor(() => expect(text(price())).toContain('$38.40'));
    pickerChose(undefined);
    await vi.waitFor(() => expect(text(price())).toBe('from $12.60'));
    expect(price().innerHTML).toBe(server);
    expect(oneTime().innerHTML).toBe(serverOneTime);
  });

  it('follows a choice made before it hydrated (the picker may hydrate first, or read ?variant=)', async () => {
    fakeApi({});
    await bootLoader({ html: coffeePage(), chunks });
    size().value = '1 kg';
    await settle();
    expect(text(price())).toContain('$38.40');
    expect(text(oneTime())).toBe('$48.00');
  });

  it('gives the page back as it found it when its marker goes', async () => {
    const html = coffeePage();
    const vitrine = await page(html);
    const before = document.querySelector('.product-purchase-options')!.outerHTML;
    pickerChose('BLEND-1000');
    await vi.waitFor(() => expect(text(price())).toContain('$38.40'));
    price().classList.remove('subscription-price');
    vitrine.refresh();
    await settle();
    expect(document.querySelector('.product-purchase-options')!.outerHTML).toBe(
      before.replace('class="subscription-price"', 'class=""'),
    );
  });

  it("words a plan the theme did not word, in a line of its own, and in the site's words per shape of plan", async () => {
    const words = { 'subscription.period.nWeekly__indefinite': 'toutes les {billingPeriodValue} semaines' };
    const html =
      `<script type="application/json" data-vitrine-messages="fr">${JSON.stringify(words)}</script>` +
      coffeePage().replace(THEME_LINE, '');
    await page(html, { locale: 'fr' });
    await vi.waitFor(() => expect(text(billing())).toBe('toutes les 2 semaines'));
    expect(billing().previousElementSibling).toBe(price());
  });
});

describe('the plan worded as the engine words it (one rule: planWording)', () => {
  const coffee = productById('coffee-subscription');
  const plans = [
    [{ value: 1, unit: 'WEEK' }, 0, 'every week'],
    [{ value: 2, unit: 'WEEK' }, 0, 'every 2 weeks'],
    [{ value: 1, unit: 'MONTH' }, 0, 'every month'],
    [{ value: 3, unit: 'MONTH' }, 4, 'every 3 months for 1 year'],
    [{ value: 1, unit: 'YEAR' }, 0, 'every year'],
    [{ value: 2, unit: 'WEEK' }, 6, 'every 2 weeks for 12 weeks'],
    [{ value: 1, unit: 'WEEK' }, 52, 'every week for 1 year'],
    [{ value: 1, unit: 'MONTH' }, 24, 'every month for 2 years'],
  ] as const;

  it.each(plans)('%j × %i cycles: %s', async (billingPeriod, numBillingCycles, wording) => {
    const plan = { billingPeriod, numBillingCycles };
    // The engine: a subscription product's price ('$16.00 every …').
    const item = engineItem({ ...coffee, subscriptionPlan: plan as never });
    const engine = render('{.section item}{@|product-price}{.end}', {
      item,
      website: { useCLDRMoneyFormat: true },
    });
    expect(text(Object.assign(document.createElement('div'), { innerHTML: engine.output }))).toBe(
      `$16.00 ${wording}`,
    );
    // The widget: the same plan on a subscribe-and-save option, without a line in the theme.
    const beans = productById('coffee-beans');
    const html = coffeePage(engineItem({ ...beans, subscribeAndSave: plan as never })).replace(
      THEME_LINE,
      '',
    );
    await page(html);
    await vi.waitFor(() => expect(text(billing())).toBe(wording));
  });

  it('every demo product with a plan is worded', () => {
    expect(demoCatalog.filter((p) => p.subscriptionPlan || p.subscribeAndSave).length).toBeGreaterThan(1);
  });
});
