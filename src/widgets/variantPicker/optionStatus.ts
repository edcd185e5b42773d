import { type ChosenOption, isVariantSoldOut, type ScopeVariant } from '../../commerce/productScope.ts';

/**
 * What choosing a value would lead to, given the other options as chosen now:
 * - '' (available): some variant with it is in stock or unlimited;
 * - 'sold-out': every variant with it is sold out: marked, still choosable (its restock form);
 * - 'unavailable': no variant has it with the other choices (a gap: no Navy Large): marked, disabled.
 */
export type OptionStatus = '' | 'sold-out' | 'unavailable';

const _value = (variant: ScopeVariant, name: string) => String(variant.attributes?.[name] ?? '');

/** The variants that match every option chosen so far (one not chosen yet, or `name`, matches anything). */
export const fitting = (variants: readonly ScopeVariant[], chosen: readonly ChosenOption[], name?: string) =>
  variants.filter((v) =>
    chosen.every((o) => o.name === name || o.value === '' || _value(v, o.name) === o.value),
  );

/**
 * The rule: take the variants that have `value` for option `name` and match every other option
 * chosen so far (an option not chosen yet matches anything). None: 'unavailable'. All sold out
 * (not unlimited, qtyInStock ≤ 0): 'sold-out'. Else ''.
 */
export function optionStatus(
  variants: readonly ScopeVariant[],
  chosen: readonly ChosenOption[],
  name: string,
  value: string,
): OptionStatus {
  const fits = fitting(variants, chosen, name).filter((v) => _value(v, name) === value);
  if (fits.length === 0) return 'unavailable';
  return fits.every(isVariantSoldOut) ? 'sold-out' : '';
}
