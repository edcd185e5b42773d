import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { additionalFieldsForm } from '../../../fixtures/server/seed/demoForms.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import type { FormField } from '../../../src/api/routes/forms.ts';
import { formMessages } from '../../../src/i18n/areas/formMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';
import { canPurchase, heldInCart } from '../../../src/widgets/additionalFields/canPurchase.ts';
import { fieldErrors } from '../../../src/widgets/additionalFields/fieldErrors.ts';
import {
  additionalFieldsText,
  initialValues,
  parseAdditionalFields,
} from '../../../src/widgets/additionalFields/fieldValues.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { cartOf, fakeApi, type Received } from '../harness/fakeApi.ts';
import { productById, productPage } from '../harness/productMarkup.ts';
import { nextTick, tab } from '../ui/userEvents.ts';

// Each wait below is a round trip through the fake API and Preact: room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const en = createCatalogue('en-US', formMessages);
const field = (over: Partial<FormField> & Pick<FormField, 'type'>): FormField => ({
  id: 'f',
  title: 'F',
  required: true,
  ...over,
});

describe('the form checks before the server (storefront spec §5)', () => {
  it.each<[string, FormField, unknown, string | undefined]>([
    ['an empty required text field', field({ type: 'text' }), '', 'Required'],
    ['a blank one (spaces only)', field({ type: 'text' }), '   ', 'Required'],
    ['a filled one', field({ type: 'text' }), 'A', undefined],
    ['an empty optional one', field({ type: 'text', required: false }), '', undefined],
    ['a required name with no part filled', field({ type: 'name' }), { First: '', Last: '' }, 'Required'],
    [
      'a required name with one part filled',
      field({ type: 'name' }),
      { First: '', Last: 'Lovelace' },
      undefined,
    ],
    ['a required address with only the city', field({ type: 'address' }), { City: 'Leeds' }, undefined],
    [
      'a required checkbox group with no box',
      field({ type: 'checkbox', options: ['a', 'b'] }),
      [],
      'Required',
    ],
    [
      'a required checkbox group with one box',
      field({ type: 'checkbox', options: ['a', 'b'] }),
      ['b'],
      undefined,
    ],
    [
      'a required likert left alone: never required',
      field({ type: 'likert', options: ['Fast'] }),
      {},
      undefined,
    ],
    ['a required radio with no choice', field({ type: 'radio', options: ['x'] }), '', 'Required'],
    [
      'text over maxLength',
      field({ type: 'text', maxLength: 3 }),
      'ABCD',
      'You have exceeded the character limit.',
    ],
    ['text at maxLength', field({ type: 'text', maxLength: 3 }), 'ABC', undefined],
    [
      'a textarea over maxLength',
      field({ type: 'textarea', required: false, maxLength: 5 }),
      '123456',
      'You have exceeded the character limit.',
    ],
    ['a section heading', field({ type: 'section' }), undefined, undefined],
  ])('%s', (_what, f, value, message) => {
    expect(fieldErrors([f], value === undefined ? {} : { f: value as never }, en)).toEqual(
      message === undefined ? {} : { f: message },
    );
  });
});

describe('the stock check for a product with additional fields (storefront spec §5)', () => {
  const row = (qtyInStock: number, unlimited = false) => ({ qtyInStock, unlimited });
  it.each([
    ['more in stock than the cart holds', [row(3)], 2, true],
    ['as many in stock as the cart holds', [row(3)], 3, false],
    ['none in stock', [row(0)], 0, false],
    ['an unlimited row, whatever the cart holds', [row(0, true)], 500, true],
    ['any one row with more than the cart holds', [row(1), row(5)], 3, true],
    ['no rows at all', [], 0, false],
  ])('%s', (_what, rows, inCart, allowed) => {
    expect(canPurchase(rows, inCart)).toBe(allowed);
  });

  it('counts what the cart holds of that item and variant (of every variant when none is chosen)', () => {
    const entries = cartOf([
      { itemId: 'pouch', sku: 'P', quantity: 2, title: 'Pouch', cents: 3800 },
      { itemId: 'pouch', sku: 'P', quantity: 1, title: 'Pouch', cents: 3800 },
      { itemId: 'pouch', sku: 'Q', quantity: 4, title: 'Pouch', cents: 3800 },
      { itemId: 'mug', sku: 'P', quantity: 9, title: 'Mug', cents: 1850 },
    ]).entries;
    expect(heldInCart(entries, 'pouch', 'P')).toBe(3);
    expect(heldInCart(entries, 'pouch', undefined)).toBe(7);
    expect(heldInCart(entries, 'scarf', undefined)).toBe(0);
  });
});

describe('the fields as the cart calls carry them', () => {
  it('are JSON text of an object keyed by field id, each value in its field kind’s shape', () => {
    const values = initialValues(additionalFieldsForm.fields);
    expect(values).toEqual({ monogram: '', recipient: { First: '', Last: '' }, wrapping: '', note: '' });
    const text = additionalFieldsText({ ...values, monogram: 'ABC', recipient: { First: 'Ada', Last: '' } });
    expect(typeof text).toBe('string');
    expect(JSON.parse(text)).toEqual({
      monogram: 'ABC',
      recipient: { First: 'Ada', Last: '' },
      wrapping: '',
      note: '',
    });
  });

  it('an entry’s saved fields fill the form where they fit it; the rest is dropped', () => {
    const saved = parseAdditionalFields(
      JSON.stringify({
        monogram: 'XY',
        recipient: { Last: 'Byron' },
        wrapping: ['not', 'a', 'string'],
        gone: 'x',
      }),
    );
    expect(initialValues(additionalFieldsForm.fields, saved)).toEqual({
      monogram: 'XY',
      recipient: { First: '', Last: 'Byron' },
      wrapping: '',
      note: '',
    });
    expect(parseAdditionalFields('not json')).toBeUndefined();
    expect(parseAdditionalFields('[1]')).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the widget on a page

const button = () => document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
const lightbox = () => document.querySelector<HTMLElement>('[role="dialog"]');
const alertBox = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const control = (label: string) => {
  const found = [...lightbox()!.querySelectorAll('label')].find((l) =>
    l.textContent?.trim().startsWith(label),
  );
  if (!found) throw new Error(`no field labelled ${label}`);
  return found.htmlFor
    ? document.getElementById(found.htmlFor)!
    : found.querySelector<HTMLInputElement>('input')!;
};
const type = (label: string, text: string) => {
  const input = control(label) as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const choose = (label: string) => {
  const radio = control(label) as HTMLInputElement;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};
const submit = () => lightbox()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
const bodies = (received: Received[], method: string, path: string) =>
  received.filter((r) => r.method === method && r.path === path).map((r) => r.body);

/** Waits on a round trip through the fake API and Preact's renders: generous on a busy machine. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });

const STOCK = 'GET /api/commerce/inventory/stock';
const VALIDATE = 'POST /api/forms/additional-fields/validate';
const ADD = 'POST /api/commerce/cart/entries';
const pouchAdded = (additionalFields: string) => {
  const cart = cartOf([
    { itemId: 'monogram-pouch', sku: 'POUCH', quantity: 1, title: 'Monogrammed Pouch', cents: 3800 },
  ]);
  const entry = { ...cart.entries[0]!, additionalFields };
  return {
    status: 200,
    body: {
      shoppingCart: { ...cart, entries: [entry] },
      newlyAdded: entry,
      item: { id: 'monogram-pouch', title: 'Monogrammed Pouch', productType: 1, collectionId: 'shop' },
    },
  };
};

/** The pouch's page, its lightbox hydrated by a first touch (the loader's interaction strategy). */
async function pouchPage() {
  const v = await bootLoader({ html: productPage('monogram-pouch') });
  await settle();
  button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await settle();
  return v;
}

async function openLightbox() {
  button().click();
  await until(() => expect(lightbox()).not.toBeNull());
  await nextTick();
}

beforeAll(async () => {
  // Transform the lazily imported pieces once, before any test's clock matters.
  await import('../../../src/widgets/additionalFields/AdditionalFieldsLightbox.tsx');
  await import('../../../src/ui/showAlert.tsx');
  // and the cart page's "Customers also bought", which the cart's first draw waits for
  await import('../../../src/widgets/cart/related.tsx');
});

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  Cookies.set('crumb', 'crumb-123');
});
afterEach(async () => {
  // A lightbox left open keeps its focus trap on the document: close it as a shopper would.
  if (lightbox()) {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await until(() => expect(lightbox()).toBeNull());
  }
  for (const ok of document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')) ok.click();
  await until(() => expect(alertBox()).toBeNull());
  // The widget listens on the document, which outlives each test's page: unmount it as the
  // loader does when its markers leave the page.
  document.body.innerHTML = '';
  (window as unknown as { Vitrine?: { refresh(): void } }).Vitrine?.refresh();
  await teardownLoader();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the additional-fields lightbox on a product page', () => {
  it('checks the stock, opens on the page’s form, refuses empty required fields, then adds the fields as JSON text', async () => {
    const api = fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: false, qtyInStock: 3 }] } }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [ADD]: (r) => pouchAdded((r.body as { additionalFields: string }).additionalFields),
    });
    const v = await pouchPage();
    const added: unknown[] = [];
    v.on('cart:added', (d) => added.push(d));
    button().focus();
    await openLightbox();

    expect(api.received.map((r) => `${r.method} ${r.path}`)).toEqual([STOCK]);
    expect(api.received[0]!.query.get('itemId')).toBe('monogram-pouch');
    expect(lightbox()!.getAttribute('aria-modal')).toBe('true');
    expect(lightbox()!.textContent).toContain('Personalise your order');
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(true);
    // Focus is inside, on the first field; Tab stays inside.
    expect(document.activeElement).toBe(control('Monogram'));
    for (let i = 0; i < 12; i++) tab();
    expect(lightbox()!.contains(document.activeElement)).toBe(true);

    submit();
    await until(() =>
      expect(lightbox()!.textContent).toContain('Update the missing or invalid information above'),
    );
    const errorOf = (id: string) =>
      lightbox()!.querySelector(`[data-field-id="${id}"] .vitrine-field__error`)?.textContent;
    expect(errorOf('monogram')).toBe('Required');
    expect(errorOf('wrapping')).toBe('Required');
    expect(errorOf('recipient')).toBeUndefined();
    // Above the field's title.
    const monogram = lightbox()!.querySelector('[data-field-id="monogram"]')!;
    expect(monogram.firstElementChild!.className).toBe('vitrine-field__error');
    expect(control('Monogram').getAttribute('aria-invalid')).toBe('true');
    await until(() => expect(document.activeElement).toBe(control('Monogram')));

    type('Monogram', 'ABCD');
    submit();
    await until(() => expect(errorOf('monogram')).toBe('You have exceeded the character limit.'));
    expect(bodies(api.received, 'POST', '/api/commerce/cart/entries')).toEqual([]);

    type('Monogram', 'ABC');
    type('Last Name', 'Lovelace');
    choose('Linen bag');
    type('Gift note', 'Happy birthday');
    await until(() => expect(lightbox()!.textContent).toContain('14 / 200'));
    submit();
    await until(() => expect(lightbox()).toBeNull());

    const values = {
      monogram: 'ABC',
      recipient: { First: '', Last: 'Lovelace' },
      wrapping: 'Linen bag',
      note: 'Happy birthday',
    };
    expect(bodies(api.received, 'POST', '/api/forms/additional-fields/validate')).toEqual([values]);
    const [add] = bodies(api.received, 'POST', '/api/commerce/cart/entries') as Array<
      Record<string, unknown>
    >;
    expect(add).toEqual({ itemId: 'monogram-pouch', quantity: 1, additionalFields: expect.any(String) });
    expect(JSON.parse(add!.additionalFields as string)).toEqual(values);
    expect(added).toEqual([expect.objectContaining({ productName: 'Monogrammed Pouch' })]);
    expect(document.documentElement.classList.contains('vitrine-dialog-open')).toBe(false);
    await until(() => expect(document.activeElement).toBe(button()));
  });

  it('tells the tracker nothing of the form on a page without the full-page cart', async () => {
    fakeApi({ [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }) });
    const runtime = await pouchPage();
    const tracked: unknown[] = [];
    runtime.on('track:event', (detail) => tracked.push(detail));
    await openLightbox();
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await until(() => expect(lightbox()).toBeNull());
    expect(tracked).toEqual([]);
  });

  it('Escape closes it, sending nothing, and focus goes back to the button', async () => {
    const api = fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }),
    });
    await pouchPage();
    button().focus();
    await openLightbox();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => expect(lightbox()).toBeNull());
    await until(() => expect(document.activeElement).toBe(button()));
    expect(api.received.map((r) => r.method)).toEqual(['GET']);
  });

  it('a stray click outside keeps the lightbox and what was typed; untouched, the same click closes it', async () => {
    fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }),
    });
    await pouchPage();
    button().focus();
    await openLightbox();
    const backdrop = () => lightbox()!.parentElement!;
    const strayClick = () => {
      backdrop().dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      backdrop().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    type('Monogram', 'ABC');
    await nextTick();
    strayClick();
    await nextTick();
    expect(lightbox()).not.toBeNull();
    expect((control('Monogram') as HTMLInputElement).value).toBe('ABC');
    type('Monogram', '');
    await nextTick();
    strayClick();
    await until(() => expect(lightbox()).toBeNull());
  });

  it("refuses once the cart holds all there is: 'Sorry, we do not have enough of that item available.'", async () => {
    Cookies.set('ss_hasCart', 'true');
    const api = fakeApi({
      'GET /api/commerce/cart': () => ({
        status: 200,
        body: cartOf([
          { itemId: 'monogram-pouch', sku: 'POUCH', quantity: 2, title: 'Monogrammed Pouch', cents: 3800 },
          { itemId: 'monogram-pouch', sku: 'POUCH', quantity: 1, title: 'Monogrammed Pouch', cents: 3800 },
        ]),
      }),
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: false, qtyInStock: 3 }] } }),
    });
    await pouchPage();
    button().click();
    await until(() => expect(alertBox()).not.toBeNull());
    expect(alertBox()!.textContent).toContain('Unable to Add Item');
    expect(alertBox()!.textContent).toContain('Sorry, we do not have enough of that item available.');
    expect(lightbox()).toBeNull();
    expect(api.received.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("a busy server: 'Please try again in a few seconds.' in the form, which stays open with what was typed", async () => {
    fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: false, qtyInStock: 3 }] } }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [ADD]: () => ({ status: 429, body: { message: 'Too many requests.' } }),
    });
    await pouchPage();
    await openLightbox();
    type('Monogram', 'AB');
    choose('None');
    submit();
    await until(() => expect(lightbox()!.textContent).toContain('Please try again in a few seconds.'));
    expect(lightbox()!.querySelector('[role="alert"]')!.textContent).toBe(
      'Unable to add itemPlease try again in a few seconds.',
    );
    expect((control('Monogram') as HTMLInputElement).value).toBe('AB');
  });

  it('the server’s own field errors appear above those fields', async () => {
    fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: false, qtyInStock: 3 }] } }),
      [VALIDATE]: () => ({
        status: 400,
        body: {
          message: 'One or more fields is invalid, please check your entries.',
          errors: { monogram: 'Letters only' },
        },
      }),
    });
    await pouchPage();
    await openLightbox();
    type('Monogram', '1!');
    choose('None');
    submit();
    await until(() =>
      expect(lightbox()!.querySelector('[data-field-id="monogram"] .vitrine-field__error')?.textContent).toBe(
        'Letters only',
      ),
    );
    expect(lightbox()!.textContent).toContain('Update the missing or invalid information above');
  });

  it.each([
    ['404 (a platform without the pre-check)', { status: 404, body: { message: 'No route.' } }],
    ['405', { status: 405 }],
    ['204', { status: 204 }],
    ['200 {}', { status: 200, body: {} }],
  ])('a server pre-check answered %s is no failure: the item is added with its fields', async (_, answer) => {
    const api = fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }),
      [VALIDATE]: () => answer,
      [ADD]: (r) => pouchAdded((r.body as { additionalFields: string }).additionalFields),
    });
    await pouchPage();
    await openLightbox();
    type('Monogram', 'ABC');
    choose('None');
    submit();
    await until(() => expect(lightbox()).toBeNull());
    expect(alertBox()).toBeNull();
    expect(api.received.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/forms/additional-fields/validate',
      '/api/commerce/cart/entries',
    ]);
    const [add] = bodies(api.received, 'POST', '/api/commerce/cart/entries') as Array<
      Record<string, unknown>
    >;
    expect(JSON.parse(add!.additionalFields as string)).toMatchObject({ monogram: 'ABC', wrapping: 'None' });
  });

  it('a subscription with a form: the fields go with the subscription call, then on to its page', async () => {
    const api = fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      'POST /api/commerce/cart/subscription': () => ({ status: 200, body: { cartToken: 'tok-9' } }),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/shop/engraved-refills',
      assign,
    } as Location);
    const usd = { value: '12.00', currency: 'USD' };
    await bootLoader({
      html: productPage({
        id: 'engraved-refills',
        title: 'Engraved Refills',
        collectionId: 'shop',
        structuredContent: {
          productType: 1,
          isSubscribable: true,
          subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
          variants: [{ sku: 'REFILL', attributes: {}, qtyInStock: 5, priceMoney: usd }],
          additionalFieldsFormId: additionalFieldsForm.id,
          additionalFieldsForm,
        },
      }),
    });
    await settle();
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    await openLightbox();
    expect(lightbox()!.querySelector('button[type="submit"]')!.textContent).toBe('Subscribe');
    type('Monogram', 'QED');
    choose('None');
    submit();
    await until(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]![0])).toBe(
      'http://localhost:3000/checkout/subscription?cartToken=tok-9',
    );
    const [sent] = bodies(api.received, 'POST', '/api/commerce/cart/subscription') as Array<
      Record<string, unknown>
    >;
    expect(sent).toEqual({ itemId: 'engraved-refills', qty: 1, additionalFields: expect.any(String) });
    expect(JSON.parse(sent!.additionalFields as string)).toEqual({
      monogram: 'QED',
      recipient: { First: '', Last: '' },
      wrapping: 'None',
      note: '',
    });
    expect(bodies(api.received, 'POST', '/api/commerce/cart/entries')).toEqual([]);
  });

  it('a form whose textarea maximum is -1 (counts as 0: no counter, no limit) opens, and its product is bought', async () => {
    const api = fakeApi({
      [STOCK]: () => ({ status: 200, body: { results: [{ unlimited: true, qtyInStock: 0 }] } }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [ADD]: (r) => pouchAdded((r.body as { additionalFields: string }).additionalFields),
    });
    const form = {
      ...additionalFieldsForm,
      fields: additionalFieldsForm.fields.map((f) => (f.type === 'textarea' ? { ...f, maxLength: -1 } : f)),
    };
    const pouch = engineItem(productById('monogram-pouch'));
    await bootLoader({
      html: productPage({
        ...pouch,
        structuredContent: { ...pouch.structuredContent, additionalFieldsForm: form },
      }),
    });
    await settle();
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    await openLightbox();
    expect(alertBox()).toBeNull();
    type('Monogram', 'ABC');
    choose('None');
    type('Gift note', 'A note of any length at all');
    expect(lightbox()!.querySelector('.vitrine-field__counter')).toBeNull();
    submit();
    await until(() => expect(lightbox()).toBeNull());
    expect(alertBox()).toBeNull();
    const [add] = bodies(api.received, 'POST', '/api/commerce/cart/entries') as Array<
      Record<string, unknown>
    >;
    expect(JSON.parse(add!.additionalFields as string)).toMatchObject({
      note: 'A note of any length at all',
    });
    // The page's form was used as it is: the template-schema call was never needed.
    expect(api.received.some((r) => r.path === '/api/template/schema')).toBe(false);
  });

  it("a script's click before any touch hydrated the lightbox: 'Unable to open form' at once, no wait", async () => {
    fakeApi({});
    await bootLoader({ html: productPage('monogram-pouch') });
    await settle();
    const started = Date.now();
    button().click();
    await until(() => expect(alertBox()?.textContent).toContain('Unable to open form'));
    // Not HAND_OFF_WAIT_MS (10 s): nothing was on its way.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('editing an entry’s fields from the cart', () => {
  const saved = JSON.stringify({
    monogram: 'ABC',
    recipient: { First: 'Ada', Last: '' },
    wrapping: 'None',
    note: '',
  });
  // The edit button as a theme may place it beside the cart page's root (inside it, the cart
  // widget draws its own lines, each with its own Edit details).
  const editButton = `<div id="sqs-cart-root"></div><ul><li><p>Monogrammed Pouch</p><button type="button" id="theme-edit" data-vitrine="additional-fields"
    data-vitrine-load="eager" disabled data-entry-id="entry-0" data-item-id="monogram-pouch" data-sku="POUCH"
    data-additional-fields="${saved.replace(/"/g, '&quot;')}">Edit details</button></li></ul>`;
  const edit = () => document.getElementById('theme-edit') as HTMLButtonElement;
  const PUT = 'PUT /api/commerce/cart/entries/entry-0/additional-fields';

  it('opens on the template-schema form, filled in, and saves with the update call while the cart is busy recalculating', async () => {
    const busy: Array<string | null> = [];
    const api = fakeApi({
      'GET /api/template/schema': () => ({ status: 200, body: additionalFieldsForm }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [PUT]: (r) => {
        busy.push(document.getElementById('sqs-cart-root')!.getAttribute('aria-busy'));
        const cart = cartOf([
          { itemId: 'monogram-pouch', sku: 'POUCH', quantity: 1, title: 'Monogrammed Pouch', cents: 3800 },
        ]);
        const entry = {
          ...cart.entries[0]!,
          additionalFields: (r.body as { additionalFields: string }).additionalFields,
        };
        return { status: 200, body: { shoppingCart: { ...cart, entries: [entry] }, updatedEntry: entry } };
      },
    });
    await bootLoader({ html: editButton });
    await settle();
    // Disabled as the server sent it, so that no early click is lost; working once hydrated.
    expect(edit().disabled).toBe(false);

    edit().focus();
    edit().click();
    await until(() => expect(lightbox()).not.toBeNull());
    // (The cart page's own widget reads the cart too: the form's request is the schema's.)
    const schema = api.received.find((r) => r.path === '/api/template/schema');
    expect(schema?.query.get('type')).toBe('form');
    expect((control('Monogram') as HTMLInputElement).value).toBe('ABC');
    expect((control('First Name') as HTMLInputElement).value).toBe('Ada');
    expect((control('None') as HTMLInputElement).checked).toBe(true);
    expect(lightbox()!.querySelector('button[type="submit"]')!.textContent).toBe('Save');

    type('Monogram', 'XYZ');
    submit();
    await until(() => expect(lightbox()).toBeNull());
    const [put] = bodies(
      api.received,
      'PUT',
      '/api/commerce/cart/entries/entry-0/additional-fields',
    ) as Array<Record<string, string>>;
    expect(put).toEqual({ itemId: 'monogram-pouch', sku: 'POUCH', additionalFields: expect.any(String) });
    expect(JSON.parse(put!.additionalFields!)).toEqual({ ...JSON.parse(saved), monogram: 'XYZ' });
    // The cart recalculates while the update runs (spec §4): the cart on the page says it is busy.
    expect(busy).toEqual(['true']);
    expect(document.getElementById('sqs-cart-root')!.hasAttribute('aria-busy')).toBe(false);
    await until(() => expect(document.activeElement).toBe(edit()));

    // Opened again, it shows what was saved, not what the page was rendered with.
    edit().click();
    await until(() => expect(lightbox()).not.toBeNull());
    expect((control('Monogram') as HTMLInputElement).value).toBe('XYZ');
  });

  it("a failed update says 'Unable to update form' with the server's reason, in the form", async () => {
    fakeApi({
      'GET /api/template/schema': () => ({ status: 200, body: additionalFieldsForm }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [PUT]: () => ({ status: 404, body: { message: 'Entry "entry-0" in your cart was not found.' } }),
    });
    await bootLoader({ html: editButton });
    await settle();
    edit().click();
    await until(() => expect(lightbox()).not.toBeNull());
    submit();
    await until(() =>
      expect(lightbox()!.querySelector('[role="alert"]')!.textContent).toBe(
        'Unable to update formEntry "entry-0" in your cart was not found.',
      ),
    );
  });

  it('tells the tracker the cart page product form opened, was submitted and closed; a form closed unsaved, open and close', async () => {
    fakeApi({
      'GET /api/template/schema': () => ({ status: 200, body: additionalFieldsForm }),
      [VALIDATE]: () => ({ status: 200, body: { success: true } }),
      [PUT]: (r) => {
        const cart = cartOf([
          { itemId: 'monogram-pouch', sku: 'POUCH', quantity: 1, title: 'Monogrammed Pouch', cents: 3800 },
        ]);
        const entry = {
          ...cart.entries[0]!,
          additionalFields: (r.body as { additionalFields: string }).additionalFields,
        };
        return { status: 200, body: { shoppingCart: { ...cart, entries: [entry] }, updatedEntry: entry } };
      },
    });
    const runtime = await bootLoader({ html: editButton });
    const tracked: unknown[] = [];
    runtime.on('track:event', (detail) => tracked.push(detail));
    await settle();
    const form = (action: string) => ({ name: `cart_page_product_form_${action}`, object: 'monogram-pouch' });
    edit().click();
    await until(() => expect(lightbox()).not.toBeNull());
    expect(tracked).toEqual([form('open')]);
    submit();
    await until(() => expect(lightbox()).toBeNull());
    await until(() => expect(tracked).toEqual([form('open'), form('submit'), form('close')]));

    tracked.length = 0;
    edit().click();
    await until(() => expect(lightbox()).not.toBeNull());
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => expect(lightbox()).toBeNull());
    await until(() => expect(tracked).toEqual([form('open'), form('close')]));
  });

  it("no form to show (the template call fails, no data-form): 'Unable to open form'", async () => {
    fakeApi({ 'GET /api/template/schema': () => ({ status: 500, body: { message: 'down' } }) });
    await bootLoader({ html: editButton });
    await settle();
    edit().click();
    await until(() => expect(alertBox()).not.toBeNull());
    expect(alertBox()!.textContent).toContain('Unable to open form');
    expect(lightbox()).toBeNull();
  });
});
