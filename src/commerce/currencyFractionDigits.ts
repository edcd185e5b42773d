/**
 * Digits after the decimal point: 2 for every supported currency except JPY, which has none.
 * The spec's rule, not CLDR's: CLDR gives COP and IDR 0 digits, the store keeps 2. Kept apart
 * from the currency table so money formatting in the cart pill does not ship the table.
 */
export function currencyFractionDigits(currencyCode: string): 0 | 2 {
  return currencyCode === 'JPY' ? 0 : 2;
}
