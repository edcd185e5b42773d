/**
 * Newer CLDR data writes a minus sign (U+2212, sv, fi …) and a narrow no-break space (U+202F,
 * fr …) where older data, the pages' first engines and our own tests write '-' and a no-break
 * space (U+00A0). Money reads the same in the page and the cart, whatever ICU the server or the
 * visitor's browser ships.
 */
export function normaliseMoneyText(text: string): string {
  return text.replace(/\u2212/g, '-').replace(/\u202f/g, '\u00a0');
}
