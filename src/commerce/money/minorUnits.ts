import type { MoneyDecimal } from './parseMoneyDecimal.ts';
import { storeFractionDigits } from './storeFractionDigits.ts';

/**
 * The one conversion between major and minor units, under the store's rule (storeFractionDigits:
 * whole yen for JPY, hundredths for every other currency). The cart's cents, the instalment
 * line's price, the ad pixel's values and formatStoreMoney all go through here.
 */

const _digits = (currency: string) => storeFractionDigits(currency.trim().toUpperCase());

/**
 * A major-unit amount in minor units, exactly; extra digits round half to even, like the engine's
 * money formatters, so a price reads the same in the page and the cart.
 *
 *   toMinorUnits('12.345', 'USD') → 1234n     toMinorUnits('1250', 'JPY') → 1250n
 */
export function toMinorUnits(amount: MoneyDecimal, currency: string): bigint {
  const digits = _digits(currency);
  let minor = BigInt(`${amount.whole}${amount.fraction.slice(0, digits).padEnd(digits, '0')}`);
  const rest = amount.fraction.slice(digits);
  const first = rest.charAt(0);
  if (first > '5' || (first === '5' && (/[1-9]/.test(rest.slice(1)) || minor % 2n === 1n))) minor += 1n;
  return amount.negative ? -minor : minor;
}

/** toMinorUnits as a number, or undefined past the safe integers (such a price is no price). */
export function toMinorUnitsNumber(amount: MoneyDecimal, currency: string): number | undefined {
  const minor = Number(toMinorUnits(amount, currency));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * Minor units as an exact decimal text in major units: 1250 → '12.50' (USD), '1250' (JPY).
 * A fraction of a minor unit is rounded away; anything but a finite number counts as 0.
 */
export function minorUnitsToDecimal(minor: number, currency: string): string {
  const digits = _digits(currency);
  const units = Number.isFinite(minor) ? Math.round(minor) : 0;
  const text = BigInt(Math.abs(units))
    .toString()
    .padStart(digits + 1, '0');
  const point = text.length - digits;
  return `${units < 0 ? '-' : ''}${text.slice(0, point)}${digits > 0 ? `.${text.slice(point)}` : ''}`;
}

/** Minor units as a number of major units, for a consumer that wants one (an ad pixel's `value`). */
export function minorUnitsToMajor(minor: number, currency: string): number {
  return Number(minorUnitsToDecimal(minor, currency));
}
