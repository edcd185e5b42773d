import { type Cart, type CartEntry, type ChosenVariant, emptyCart } from './cart.ts';

/** Receives one readable line per field the server sent in a shape the cart cannot use. */
export type CartProblemReporter = (problem: string) => void;

type _Record = Record<string, unknown>;
type _Check<T> = (value: unknown) => value is T;

const _isRecord: _Check<_Record> = (v): v is _Record =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const _isString: _Check<string> = (v): v is string => typeof v === 'string';
const _isBoolean: _Check<boolean> = (v): v is boolean => typeof v === 'boolean';
const _isCents: _Check<number> = (v): v is number => Number.isSafeInteger(v);
const _isCount: _Check<number> = (v): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const _isTimestamp: _Check<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
const _isList: _Check<unknown[]> = Array.isArray;
const _isRecordOrNull: _Check<_Record | null> = (v): v is _Record | null => v === null || _isRecord(v);

function _describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

// Reads one field; absent and null (servers serialise "no value" either way) take the default
// quietly, a wrong type takes it too and is reported.
function _reader(source: _Record, path: string, report: CartProblemReporter) {
  return <T>(key: string, check: _Check<T>, fallback: T, expected: string): T => {
    const value = source[key];
    if (value === undefined || value === null) return fallback;
    if (check(value)) return value;
    report(`${path}.${key}: expected ${expected}, got ${_describe(value)}`);
    return fallback;
  };
}

function _variant(raw: unknown, path: string, report: CartProblemReporter): ChosenVariant {
  const variant: ChosenVariant = { sku: '', attributes: {} };
  if (raw === undefined || raw === null) return variant;
  if (!_isRecord(raw)) {
    report(`${path}: expected an object, got ${_describe(raw)}`);
    return variant;
  }
  const read = _reader(raw, path, report);
  variant.sku = read('sku', _isString, '', 'a string');
  const attributes = read('attributes', _isRecord, {}, 'an object');
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') variant.attributes[name] = value;
    else report(`${path}.attributes.${name}: expected a string, got ${_describe(value)}`);
  }
  return variant;
}

function _entry(raw: _Record, path: string, report: CartProblemReporter): CartEntry {
  const read = _reader(raw, path, report);
  return {
    id: read('id', _isString, '', 'a string'),
    itemId: read('itemId', _isString, '', 'a string'),
    quantity: read('quantity', _isCount, 0, 'a whole number ≥ 0'),
    chosenVariant: _variant(raw.chosenVariant, `${path}.chosenVariant`, report),
    title: read('title', _isString, '', 'a string'),
    subTotal: read('subTotal', _isCents, 0, 'a whole number of cents'),
    purchasePriceCents: read('purchasePriceCents', _isCents, 0, 'a whole number of cents'),
  };
}

/**
 * The cart the server sent, with the spec's default in every field that is missing or unusable.
 * Never throws: anything that is not a cart object gives an empty cart. Each unusable value is
 * passed to `report` (the widget's error handler), so bad data is seen without breaking the page.
 */
export function normalizeCart(raw: unknown, report: CartProblemReporter = () => {}): Cart {
  const cart = emptyCart();
  if (!_isRecord(raw)) {
    report(`cart: expected an object, got ${_describe(raw)}`);
    return cart;
  }
  const read = _reader(raw, 'cart', report);
  const text = (key: 'id' | 'websiteId' | 'orderId') => read(key, _isString, '', 'a string');
  const flag = (key: 'isPurchased' | 'hasDigital' | 'purelyDigital' | 'requiresShipping') =>
    read(key, _isBoolean, false, 'a boolean');
  const cents = (
    key: 'subtotalCents' | 'taxCents' | 'shippingCostCents' | 'discountCents' | 'grandTotalCents',
  ) => read(key, _isCents, 0, 'a whole number of cents');
  const list = (
    key: 'shippingOptions' | 'applicableTaxRules' | 'coupons' | 'validCoupons' | 'invalidCoupons',
  ) => read(key, _isList, [], 'an array').slice();
  const object = (key: 'selectedShippingOption' | 'shippingLocation') => {
    const value = read(key, _isRecordOrNull, null, 'an object');
    return value === null ? null : { ...value };
  };

  const entries: CartEntry[] = [];
  read('entries', _isList, [], 'an array').forEach((entry, i) => {
    if (_isRecord(entry)) entries.push(_entry(entry, `cart.entries[${i}]`, report));
    else report(`cart.entries[${i}]: expected an object, got ${_describe(entry)}; left out`);
  });

  return {
    id: text('id'),
    websiteId: text('websiteId'),
    orderId: text('orderId'),
    created: read('created', _isTimestamp, 0, 'a timestamp'),
    isPurchased: flag('isPurchased'),
    entries,
    shippingOptions: list('shippingOptions'),
    applicableTaxRules: list('applicableTaxRules'),
    coupons: list('coupons'),
    validCoupons: list('validCoupons'),
    invalidCoupons: list('invalidCoupons'),
    selectedShippingOption: object('selectedShippingOption'),
    shippingLocation: object('shippingLocation'),
    subtotalCents: cents('subtotalCents'),
    taxCents: cents('taxCents'),
    shippingCostCents: cents('shippingCostCents'),
    discountCents: cents('discountCents'),
    grandTotalCents: cents('grandTotalCents'),
    totalQuantity: read('totalQuantity', _isCount, 0, 'a whole number ≥ 0'),
    hasDigital: flag('hasDigital'),
    purelyDigital: flag('purelyDigital'),
    requiresShipping: flag('requiresShipping'),
  };
}
