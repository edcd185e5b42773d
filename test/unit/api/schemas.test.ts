import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartSchema, chosenVariantSchema, errorBodySchema } from '../../../src/api/schemas.ts';

/**
 * Where the contract is written with fewer zod kinds than the obvious way (the browser ships the
 * code of every kind its schemas use), it must take, refuse and give exactly what the obvious way
 * did, on everything JSON can carry.
 */
const samples: unknown[] = JSON.parse(`[
  {}, {"Size": "M"}, {"Size": "M", "10": "ten", "2": "two", "Colour": "Blue"},
  {"__proto__": "x", "Fit": "Slim"}, {"Size": 1}, {"Size": null}, {"Size": {"a": "b"}},
  {"a": {"b": 1}, "c": [1, 2]}, [], ["M"], "M", 0, null, true
]`);

function expectSame(ours: z.ZodMiniType, record: z.ZodMiniType) {
  for (const sample of samples) {
    const a = ours.safeParse(sample);
    const b = record.safeParse(sample);
    expect(a.success, JSON.stringify(sample)).toBe(b.success);
    if (a.success && b.success) expect(a.data, JSON.stringify(sample)).toStrictEqual(b.data);
    else expect(a.error?.issues.map((i) => i.path)).toEqual(b.error?.issues.map((i) => i.path));
  }
}

// Objects keyed by anything: an object with a catchall rather than z.record.
describe('objects keyed by anything', () => {
  it("take and refuse a variant's attributes as z.record(string, string) did", () => {
    expectSame(
      chosenVariantSchema.shape.attributes,
      z._default(z.record(z.string(), z.string()), () => ({})),
    );
  });

  it("take and refuse a refusal's field errors as z.record(string, string) did", () => {
    expectSame(errorBodySchema.shape.errors, z.optional(z.record(z.string(), z.string())));
  });

  it("take and refuse a cart's shipping objects as z.record(string, unknown) did", () => {
    const record = z._default(z.nullable(z.record(z.string(), z.unknown())), null);
    expectSame(cartSchema.shape.shippingLocation, record);
    expectSame(cartSchema.shape.selectedShippingOption, record);
  });
});

// A regex rather than z.length(3).
describe("a cart's currency code", () => {
  it('is three characters, as z.length(3) counted them', () => {
    // Optional, not defaulted to USD: a cart that names no currency is in the page's (data-currency).
    const length3 = z.optional(z.string().check(z.length(3)));
    const codes = [
      'USD',
      'kr.',
      '\n\t ',
      '😀a',
      '😀ab',
      '\ud800ab',
      'US',
      'USDT',
      '',
      '😀',
      3,
      null,
      undefined,
    ];
    for (const code of codes) {
      const ours = cartSchema.shape.currencyCode.safeParse(code);
      const theirs = length3.safeParse(code);
      expect(ours.success, String(code)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toBe(theirs.data);
    }
  });
});
