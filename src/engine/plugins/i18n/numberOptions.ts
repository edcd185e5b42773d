/**
 * Digit and rounding options shared by the decimal, money and message formatters, and
 * their translation into Intl.NumberFormat options.
 */

export type RoundingMode = 'half-even' | 'half-up' | 'half-down' | 'ceiling' | 'floor' | 'up' | 'down';

/** Digit options as the template formatters take them; every one is optional. */
export interface DigitOptions {
  /** Grouping separators (1,234). */
  group?: boolean;
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumSignificantDigits?: number;
  maximumSignificantDigits?: number;
  /** Default 'half-even', the rounding of the CLDR engines the templates were written for. */
  round?: RoundingMode;
}

/** Spec §9: number-format digit options are clamped to 0..50. */
export function clampDigits(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(50, Math.max(0, Math.trunc(n)));
}

/**
 * The most fraction digits this platform's Intl accepts: ECMA-402 (2023) allows 100, while
 * Node 20's V8 still stops at 20. Probed once, so the spec's 0..50 is honoured as far as the
 * platform can go instead of throwing a RangeError at the visitor.
 */
const _MAX_FRACTION = ((): number => {
  try {
    new Intl.NumberFormat('en', { maximumFractionDigits: 50 });
    return 50;
  } catch {
    return 20;
  }
})();

const _ROUNDING: Record<RoundingMode, Intl.NumberFormatOptions['roundingMode']> = {
  'half-even': 'halfEven',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  ceiling: 'ceil',
  floor: 'floor',
  up: 'expand',
  down: 'trunc',
};

/**
 * Intl options for `digits`. Intl's own ranges are narrower than the spec's 0..50 for some
 * options (significant digits 1..21, integer digits 1..21), so values are clamped to both.
 * `fractionDefaults` are the currency's or style's usual fraction digits, used to keep
 * min <= max when the template gives only one side.
 */
export function intlDigitOptions(
  digits: DigitOptions,
  fractionDefaults: { min: number; max: number },
): Intl.NumberFormatOptions {
  const out: Intl.NumberFormatOptions = {
    roundingMode: _ROUNDING[digits.round ?? 'half-even'],
  };
  if (digits.group !== undefined) out.useGrouping = digits.group;
  if (digits.minimumIntegerDigits !== undefined) {
    out.minimumIntegerDigits = Math.min(21, Math.max(1, clampDigits(digits.minimumIntegerDigits)));
  }
  const minSig = digits.minimumSignificantDigits;
  const maxSig = digits.maximumSignificantDigits;
  if (minSig !== undefined || maxSig !== undefined) {
    const lo = Math.min(21, Math.max(1, clampDigits(minSig ?? 1)));
    const hi = Math.min(21, Math.max(lo, clampDigits(maxSig ?? 21)));
    out.minimumSignificantDigits = lo;
    out.maximumSignificantDigits = hi;
    return out;
  }
  const minFrac = digits.minimumFractionDigits;
  const maxFrac = digits.maximumFractionDigits;
  if (minFrac !== undefined || maxFrac !== undefined) {
    const lo = Math.min(
      _MAX_FRACTION,
      clampDigits(minFrac ?? Math.min(fractionDefaults.min, maxFrac ?? fractionDefaults.min)),
    );
    const hi = Math.min(
      _MAX_FRACTION,
      Math.max(lo, clampDigits(maxFrac ?? Math.max(fractionDefaults.max, lo))),
    );
    out.minimumFractionDigits = lo;
    out.maximumFractionDigits = hi;
  }
  return out;
}

/**
 * A decimal amount as Intl takes it: numbers as they are, strings checked to be plain
 * decimals (Intl reads strings exactly, so '123456.7890' keeps every digit). Undefined when
 * the value is not a number at all.
 */
export function decimalInput(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) ? s : undefined;
}
