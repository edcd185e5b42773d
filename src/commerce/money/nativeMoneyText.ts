import { numberFormat } from '../../i18n/numberFormat.ts';
import { parseMoneyDecimal } from './parseMoneyDecimal.ts';

/**
 * The native-money rule: an amount in major units as "#,##0.00", US style whatever the locale
 * and currency, the text inside the engine's `<span class="sqs-money-native">` (legacy money
 * pages; CLDR pages use formatCldrMoney). Half to even, as Java's DecimalFormat, which wrote
 * these pages first. '' for anything that is not a decimal amount.
 *
 *   nativeMoneyText('12345')   → '12,345.00'
 *   nativeMoneyText('0.125')   → '0.12'
 */
export function nativeMoneyText(amount: string | number): string {
  const decimal = parseMoneyDecimal(amount);
  if (decimal === undefined) return '';
  // Intl reads decimal text exactly, so no cent is lost on the way through a double.
  const text = `${decimal.negative ? '-' : ''}${decimal.whole}.${decimal.fraction || '0'}`;
  return numberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'halfEven',
  }).format(text as unknown as number);
}
