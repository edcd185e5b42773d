/** A decimal amount split into its sign and digits, exactly as written: no trip through a double. */
export interface MoneyDecimal {
  negative: boolean;
  /** Integer digits, at least one ('0' for '.5'). */
  whole: string;
  /** Fraction digits as written, possibly none. */
  fraction: string;
}

// Plain decimal text only: '1,234.56', '1e5' and '12.3.4' are not amounts the platform sends.
const _PLAIN = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

// A number's decimal text without exponent: 1e22 → '10000000000000000000000'.
function _numberText(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString();
}

/**
 * Read a money amount in major units: decimal text ('1234.56', '-.5', ' +7 ', as `decimalValue`
 * carries it) or a finite number (read as its shortest decimal text, so 2.675 is 2.675, not the
 * double just below it). Undefined for anything else, so a broken value formats as ''.
 */
export function parseMoneyDecimal(value: unknown): MoneyDecimal | undefined {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = _numberText(value);
  else return undefined;
  const match = _PLAIN.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  return { negative: sign === '-', whole: whole || '0', fraction };
}
