/**
 * Exact decimal amounts. Prices arrive as decimal text ("19.99", ".5"); comparing them or
 * moving them to cents through binary floating point would misplace a cent now and then,
 * so they are kept as an integer of units at a decimal scale, like Java's BigDecimal.
 */

export interface Decimal {
  /** The digits as one integer: 19.99 is 1999n at scale 2. */
  readonly units: bigint;
  /** How many of those digits are after the point (never negative). */
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const _DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/** A decimal from text or a number; undefined when it is not one. */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const m = _DECIMAL.exec(text);
  if (m === null) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return undefined;
  const units = BigInt(`${sign === '-' ? '-' : ''}${whole}${fraction}` || '0');
  return movePoint({ units, scale: fraction.length }, Number(exponent));
}

/**
 * The point moved `places` to the right (left when negative). Like BigDecimal's
 * movePointRight the scale never goes below 0, so "1.00" moved by 2 is "100", not "100.00".
 */
export function movePoint(d: Decimal, places: number): Decimal {
  const scale = d.scale - places;
  if (scale >= 0) return { units: d.units, scale };
  return { units: d.units * 10n ** BigInt(-scale), scale: 0 };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * 10n ** BigInt(scale - a.scale);
  const y = b.units * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Plain decimal text at its own scale: 1999n at scale 2 is "19.99", 5n at scale 1 is "0.5". */
export function decimalToString(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = digits.slice(digits.length - d.scale);
  return `${negative ? '-' : ''}${whole}${d.scale > 0 ? `.${fraction}` : ''}`;
}
