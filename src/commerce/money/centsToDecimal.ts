/**
 * Minor units (cents) to a decimal string, exactly, under the engine's rule (engine spec §9:
 * money amounts are in cents, divided by 100 for display, whatever the currency). '2500' →
 * '25.00', -5 → '-0.05'. Undefined when the value is not a whole number of cents. The store's
 * amounts in the cart go by storeFractionDigits instead (subtotalAmount in commerce/cart.ts).
 */
export function centsToDecimal(cents: string | number): string | undefined {
  const s = typeof cents === 'number' ? (Number.isSafeInteger(cents) ? String(cents) : '') : cents.trim();
  const m = /^([-+]?)(\d+)$/.exec(s);
  if (m === null) return undefined;
  const digits = (m[2] ?? '').padStart(3, '0');
  return `${m[1] === '-' ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
