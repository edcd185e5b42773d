import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../src/i18n/addMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';
import { missingOptionsMessage } from '../../../src/i18n/missingOptionsMessage.ts';

describe('a shopper adds to cart without choosing every option', () => {
  const en = createCatalogue('en-US');

  it('is told which one option is missing', () => {
    expect(missingOptionsMessage(en, ['Size'])).toBe('Please select the Size option.');
  });

  it('is told both missing options', () => {
    expect(missingOptionsMessage(en, ['Size', 'Colour'])).toBe('Please select the Size and Colour options.');
  });

  it("reads three or more as a comma list with 'and' before the last", () => {
    expect(missingOptionsMessage(en, ['Size', 'Colour', 'Fit'])).toBe(
      'Please select the Size, Colour and Fit options.',
    );
    expect(missingOptionsMessage(en, ['Size', 'Colour', 'Fit', 'Sleeve'])).toBe(
      'Please select the Size, Colour, Fit and Sleeve options.',
    );
  });

  it('is told nothing when nothing is missing', () => {
    expect(missingOptionsMessage(en, [])).toBe('');
  });

  it("reads the site's own language", () => {
    addMessages('fr', { 'addToCart.missingOption.many': 'Veuillez choisir les options {options}.' });
    expect(missingOptionsMessage(createCatalogue('fr'), ['Taille', 'Couleur', 'Coupe'])).toBe(
      'Veuillez choisir les options Taille, Couleur et Coupe.',
    );
  });
});
