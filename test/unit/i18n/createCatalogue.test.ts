import { describe, expect, expectTypeOf, it } from 'vitest';
import { addMessages } from '../../../src/i18n/addMessages.ts';
import { addedPopoverMessages } from '../../../src/i18n/areas/addedPopoverMessages.ts';
import { formMessages } from '../../../src/i18n/areas/formMessages.ts';
import { instalmentMessages } from '../../../src/i18n/areas/instalmentMessages.ts';
import { restockMessages } from '../../../src/i18n/areas/restockMessages.ts';
import { subscriptionMessages } from '../../../src/i18n/areas/subscriptionMessages.ts';
import { templateMessages } from '../../../src/i18n/areas/templateMessages.ts';
import { type Catalogue, createCatalogue } from '../../../src/i18n/createCatalogue.ts';

describe('the English catalogue', () => {
  const en = createCatalogue('en-US', instalmentMessages, subscriptionMessages, addedPopoverMessages);

  it("gives the add-to-cart button's labels in the spec's words", () => {
    expect(en.t('addToCart.adding')).toBe('Adding…');
    expect(en.t('addToCart.added')).toBe('Added!');
    expect(en.t('addToCart.selectOption')).toBe('Select Option');
    expect(en.t('addToCart.soldOut')).toBe('Sold Out');
  });

  it('fills placeholders', () => {
    expect(en.t('addedPopover.message', { productName: 'Linen Shirt' })).toBe(
      'Linen Shirt was added to your cart.',
    );
    expect(en.t('instalments.upTo', { amount: '$2,000.00' })).toBe('available for orders up to $2,000.00');
    expect(en.t('subscription.fromPrice', { price: '$9.00' })).toBe('from $9.00');
  });

  it('leaves a placeholder visible when its value is missing, never "undefined"', () => {
    expect(en.t('addedPopover.message')).toBe('{productName} was added to your cart.');
    expect(en.t('instalments.offer', { amount: '$5' })).toBe('or {installmentStr} with');
  });

  it('makes a misspelt id, or a plural message without its count, a type error', () => {
    // @ts-expect-error: there is no such message
    expect(en.t('addToCart.addding')).toBe('addToCart.addding');
    // @ts-expect-error: a plural message is read with plural(id, count)
    expect(en.t('cartPill.itemCount')).toBe('{count} items');
    // @ts-expect-error: a plural message is added with its forms
    addMessages('da', { 'cartPill.itemCount': '{count} varer' });
  });

  it('reads an unknown id as the id itself', () => {
    expect(en.t('addToCart.nope' as 'addToCart.adding')).toBe('addToCart.nope');
    expect(en.plural('cartPill.nope' as 'cartPill.itemCount', 2)).toBe('cartPill.nope');
  });

  it("picks 'item' or 'items' by count, and writes the count with grouping", () => {
    expect(en.plural('cartPill.itemCount', 0)).toBe('0 items');
    expect(en.plural('cartPill.itemCount', 1)).toBe('1 item');
    expect(en.plural('cartPill.itemCount', 2)).toBe('2 items');
    expect(en.plural('cartPill.itemCount', 1234)).toBe('1,234 items');
    expect(en.plural('cartPill.moreThan', 100)).toBe('More than 100 items');
  });

  it("joins a list with commas and 'and' before the last, without an Oxford comma", () => {
    expect(en.list([])).toBe('');
    expect(en.list(['Size'])).toBe('Size');
    expect(en.list(['Size', 'Colour'])).toBe('Size and Colour');
    expect(en.list(['Size', 'Colour', 'Fit', 'Length'])).toBe('Size, Colour, Fit and Length');
  });
});

describe("an area's messages", () => {
  it('are read once a widget gives their table', () => {
    const restock = createCatalogue('en', restockMessages, formMessages);
    expect(restock.t('restock.signedUp')).toBe('Signed up!');
    expect(restock.t('form.unableToSubmit')).toBe('Unable to submit form. Please try again later.');
    expect(restock.t('addToCart.added')).toBe('Added!');
  });

  it('are a type error where their table was not given (checked by tsc)', () => {
    const core = createCatalogue('en');
    const restock = createCatalogue('en', restockMessages, formMessages);
    expectTypeOf<'restock.emailBlank'>().not.toExtend<Parameters<typeof core.t>[0]>();
    expectTypeOf<'restock.emailBlank'>().toExtend<Parameters<typeof restock.t>[0]>();
    // A catalogue of more areas stands in for one of fewer, never the reverse.
    expectTypeOf(restock).toExtend<Catalogue>();
    expectTypeOf(core).not.toExtend<typeof restock>();
  });

  it("stay under the site's own English, whenever their table arrives", () => {
    addMessages('en', { 'template.invalidDate': 'Not a date.' });
    const en = createCatalogue('en', templateMessages);
    expect(en.t('template.invalidDate')).toBe('Not a date.');
    expect(en.t('template.invalidSourceParameter')).toBe('Invalid source parameter. Pass in originalSize.');
  });
});

describe('a locale the site adds at run time', () => {
  it("falls back from 'fr-CA' to 'fr' to English, message by message", () => {
    addMessages('fr', {
      'addToCart.adding': 'Ajout…',
      'addToCart.added': 'Ajouté !',
      'cartPill.itemCount': { one: '{count} article', other: '{count} articles' },
    });
    addMessages('fr_CA', { 'addToCart.added': 'Ajouté!' });
    const frCA = createCatalogue('fr-CA');
    expect(frCA.t('addToCart.added')).toBe('Ajouté!');
    expect(frCA.t('addToCart.adding')).toBe('Ajout…');
    expect(frCA.t('addToCart.soldOut')).toBe('Sold Out');
    expect(createCatalogue('fr-FR').t('addToCart.added')).toBe('Ajouté !');
  });

  it("uses French plural rules for French forms: '0 article', '2 articles'", () => {
    const fr = createCatalogue('fr');
    expect(fr.plural('cartPill.itemCount', 0)).toBe('0 article');
    expect(fr.plural('cartPill.itemCount', 1)).toBe('1 article');
    expect(fr.plural('cartPill.itemCount', 2)).toBe('2 articles');
  });

  it("keeps English plural rules for an English fallback: '0 items', not '0 item'", () => {
    const fr = createCatalogue('fr');
    expect(fr.plural('cartPill.moreThan', 0)).toBe('More than 0 items');
  });

  it("selects Polish 'few' and 'many' forms", () => {
    addMessages('pl', {
      'cartPill.itemCount': {
        one: '{count} produkt',
        few: '{count} produkty',
        many: '{count} produktów',
        other: '{count} produktu',
      },
    });
    const pl = createCatalogue('pl-PL');
    expect([1, 2, 5, 22].map((n) => pl.plural('cartPill.itemCount', n))).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktów',
      '22 produkty',
    ]);
  });

  it('writes numbers in the locale’s own way', () => {
    expect(createCatalogue('de-DE').plural('cartPill.itemCount', 1234)).toBe('1.234 items');
  });

  it('is seen by catalogues created before it was added', () => {
    const it_ = createCatalogue('it', formMessages);
    expect(it_.t('form.saving')).toBe('Saving…');
    addMessages('it', { 'form.saving': 'Salvataggio…' });
    expect(it_.t('form.saving')).toBe('Salvataggio…');
  });

  it("joins another language's list the CLDR way unless the site gives it separators", () => {
    expect(createCatalogue('es').list(['Talla', 'Color', 'Corte'])).toBe('Talla, Color y Corte');
    addMessages('nl', { 'list.separator': ', ', 'list.lastSeparator': ' en ' });
    expect(createCatalogue('nl').list(['Maat', 'Kleur', 'Pasvorm'])).toBe('Maat, Kleur en Pasvorm');
  });
});

describe('locale tags a site may write', () => {
  it('gets English for a missing, unknown or malformed tag, without throwing', () => {
    for (const tag of [undefined, '', 'not a locale!', 'xx-YY', '123', 'en--US']) {
      const catalogue = createCatalogue(tag);
      expect(catalogue.t('addToCart.soldOut'), String(tag)).toBe('Sold Out');
      expect(catalogue.plural('cartPill.itemCount', 1000), String(tag)).toBe('1,000 items');
    }
    expect(createCatalogue('not a locale!').locale).toBe('en');
    expect(createCatalogue('xx-YY').locale).toBe('en');
  });

  it('refuses to file messages under a malformed tag, so English stays intact', () => {
    expect(addMessages('not a locale!', { 'addToCart.soldOut': 'Gone' })).toBe(false);
    expect(createCatalogue('not a locale!').t('addToCart.soldOut')).toBe('Sold Out');
  });

  it('lets a site override English itself', () => {
    expect(addMessages('en-GB', { 'addToCart.selectOption': 'Choose an Option' })).toBe(true);
    expect(createCatalogue('en-GB').t('addToCart.selectOption')).toBe('Choose an Option');
    expect(createCatalogue('en-US').t('addToCart.selectOption')).toBe('Select Option');
  });
});
