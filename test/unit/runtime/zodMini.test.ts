import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as zod from 'zod/mini';
import * as shim from '../../../src/runtime/zodMini/index.ts';

/**
 * The browser build swaps zod/mini for src/runtime/zodMini (vite.config.ts). Here every kind and
 * check it has, and every schema of ours, is built with both, and both must take and refuse the
 * same inputs: same success, same data (absent keys stay absent: toStrictEqual), same first issue
 * (code, path, message), and the same keys for defineWidget to read.
 */

type Z = typeof zod;
type Schema = zod.ZodMiniType;
const compat = shim as unknown as Z;

afterEach(() => {
  vi.doUnmock('zod/mini');
  vi.resetModules();
});

const firstIssue = (r: ReturnType<Schema['safeParse']>) => {
  if (r.success) return undefined;
  const { code, path, message } = r.error.issues[0]!;
  return { code, path, message };
};

/** defineWidget's _keys: the props it looks for. */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { shape?: object; in?: unknown } } })._zod?.def;
  if (def?.shape) return Object.keys(def.shape);
  return def?.in ? keysOf(def.in) : [];
}

function expectSame(real: Schema, ours: Schema, input: unknown) {
  const what = `input ${String(JSON.stringify(input))}`;
  const a = real.safeParse(input);
  const b = ours.safeParse(input);
  expect(b.success, what).toBe(a.success);
  if (a.success && b.success) expect(b.data, what).toStrictEqual(a.data);
  else {
    expect(firstIssue(b), what).toStrictEqual(firstIssue(a));
    expect(b.error).toBeInstanceOf(Error);
    expect(() => ours.parse(input)).toThrow(`"code": "${firstIssue(a)!.code}"`);
  }
  if (b.success) expect(ours.parse(input), what).toStrictEqual(b.data);
}

// Values of every JSON type and the ones JSON lacks but zod tells apart.
const odd: unknown[] = JSON.parse(`[
  null, true, false, 0, -0.5, 1, 2.5, -1, 9007199254740991, 9007199254740992, 1e300, "", " ", "x",
  "abc", "USD", "usd", "EU", "EURO", "true", "false", "4", " 4 ", "-12", "1.5", "1e3", "0x10",
  "{}", "[]", "{\\"a\\":1}", "not json", "/path", "//evil", "https://a.example/x", "javascript:x",
  "en-US", "fr", "x-", [], [1], ["a"], ["a", "b", "c"], [null], {}, {"a": 1}, {"__proto__": 1}
]`);
odd.push(undefined, NaN, Infinity, -Infinity, -0, '𝄞𝄞𝄞', '𝄞', 'ab\uD800', new Date(0), Object.create(null));

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue(), weight: 3 },
  { arbitrary: fc.constantFrom(...odd), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }), weight: 1 },
  { arbitrary: fc.integer({ min: -5, max: 70 }), weight: 1 },
);

/** Values near `sample`: its keys kept, dropped, set to anything, or joined by others. */
function near(sample: unknown, depth = 0): fc.Arbitrary<unknown> {
  let close: fc.Arbitrary<unknown> = fc.constant(sample);
  if (Array.isArray(sample) && depth < 4) {
    close = fc.oneof(
      fc.tuple(...sample.map((v) => near(v, depth + 1))),
      fc.array(near(sample[0] ?? null, depth + 1), { maxLength: 3 }),
    );
  } else if (typeof sample === 'object' && sample !== null && depth < 4) {
    const fields = Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, near(v, depth + 1)]));
    close = fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.dictionary(fc.constantFrom('extra', 'Size', '10', '__proto__', 'toString', 'id'), anyValue, {
          maxKeys: 2,
        }),
        fc.boolean(),
      )
      .map(([kept, extra, all]) => (all ? { ...sample, ...kept } : { ...extra, ...kept }));
  }
  return fc.oneof({ arbitrary: close, weight: 4 }, { arbitrary: anyValue, weight: 1 });
}

function expectSameEverywhere(real: Schema, ours: Schema, corpus: unknown[], runs = 150) {
  expect(ours).toBeInstanceOf(shim.ZodMiniType);
  expect(real).not.toBeInstanceOf(shim.ZodMiniType);
  expect(keysOf(ours)).toEqual(keysOf(real));
  for (const input of [...corpus, ...odd]) expectSame(real, ours, input);
  const samples = corpus.length ? fc.constantFrom(...corpus).chain((s) => near(s)) : anyValue;
  fc.assert(
    fc.property(fc.oneof(samples, anyValue), (input) => expectSame(real, ours, input)),
    { numRuns: runs },
  );
}

/** One builder, run with each implementation. */
function kind(name: string, build: (z: Z) => Schema, corpus: unknown[] = []) {
  it(name, () => expectSameEverywhere(build(zod), build(compat), corpus));
}

describe('each kind and check as zod/mini has it', () => {
  kind(
    'string, number (finite), boolean, undefined, unknown',
    (z) => z.object({ s: z.string(), n: z.number(), b: z.boolean(), u: z.undefined(), x: z.unknown() }),
    [
      { s: '', n: 0, b: false, u: undefined, x: null },
      { s: 'a', n: -1.5, b: true, x: [] },
      { s: 'a', n: 1, b: true },
    ],
  );
  kind('a lone kind', (z) => z.number(), [1, NaN]);
  kind('undefined alone', (z) => z.undefined(), [undefined, null]);
  kind(
    'object strips unknown keys; optional keys absent stay absent, present undefined stays',
    (z) => z.object({ a: z.optional(z.string()), b: z.number(), c: z.optional(z.nullable(z.boolean())) }),
    [{ b: 1 }, { a: undefined, b: 1 }, { a: 'x', b: 2, c: null, d: 4 }, { a: 1, b: 2 }],
  );
  kind(
    'strictObject refuses unknown keys',
    (z) => z.strictObject({ a: z.string(), b: z.optional(z.number()) }),
    [{ a: 'x' }, { a: 'x', z: 1 }, { a: 1, z: 1 }, JSON.parse('{"a": "x", "__proto__": 1}')],
  );
  kind('looseObject keeps unknown keys', (z) => z.looseObject({ a: z._default(z.string(), 'd') }), [
    {},
    { b: { c: 1 } },
    { a: 'x', b: undefined },
    JSON.parse('{"__proto__": {"x": 1}, "y": 2}'),
  ]);
  kind(
    'catchall checks the other keys',
    (z) => z.catchall(z.object({ n: z.optional(z.number()) }), z.string()),
    [{}, { n: 1, Size: 'M' }, { Size: 1 }, { Size: 'M', Colour: null, n: 'x' }],
  );
  kind(
    'catchall of an empty object, as the cart keeps keyed text',
    (z) => z.catchall(z.object({}), z.string()),
    [{ '10': 'ten', '2': 'two', Colour: 'Blue' }],
  );
  kind(
    'array, with length checks, and its issues carry the index',
    (z) => z.array(z.object({ id: z.string() })).check(z.minLength(1), z.maxLength(2)),
    [[], [{ id: 'a' }], [{ id: 'a' }, { id: 1 }], [{ id: 'a' }, {}, {}]],
  );
  kind(
    'an absent key whose schema may be absent gives nothing, whatever it makes of undefined',
    (z) =>
      z.object({
        p: z.pipe(
          z.transform((v: unknown) => v ?? 'made'),
          z.optional(z.string()) as never,
        ),
      }),
    [{}, { p: undefined }, { p: 'x' }, { p: 1 }],
  );
  kind(
    'an array checks its length before its items, unless another check comes first',
    (z) =>
      z.object({
        a: z.optional(z.array(z.number()).check(z.length(2))),
        b: z.optional(
          z.array(z.number()).check(
            z.refine((v) => v.length < 9),
            z.maxLength(1),
          ),
        ),
      }),
    [{ a: [1, 2] }, { a: [1, 'x', 3] }, { a: ['x'] }, { b: [1] }, { b: ['x', 'y'] }, { b: [1, 2] }],
  );
  kind(
    '_default: a value, a function, short-circuit on undefined',
    (z) =>
      z.object({
        a: z._default(z.number().check(z.int()), 0),
        b: z._default(z.array(z.unknown()), () => []),
        c: z._default(z.nullable(z.looseObject({})), null),
        d: z._default(
          z.pipe(
            z.string(),
            z.transform((v) => v.length),
          ),
          // never checked: a string check would refuse it
          7,
        ),
      }),
    [{}, { a: 1, b: [1], c: { x: 1 }, d: 'ab' }, { a: undefined, c: null }, { a: 1.5 }],
  );
  kind(
    'optional of a default substitutes for absence',
    (z) => z.object({ a: z.optional(z._default(z.string(), 'd')) }),
    [{}, { a: undefined }, { a: 'x' }, { a: 1 }],
  );
  kind('enum and literal', (z) => z.object({ e: z.enum(['granted', 'denied']), l: z.literal(true) }), [
    { e: 'granted', l: true },
    { e: 'x', l: true },
    { e: 'denied', l: 'true' },
  ]);
  kind(
    'union: the first option that takes the value',
    (z) =>
      z.union([
        z.string().check(z.minLength(1), z.maxLength(4)),
        z.array(z.string().check(z.maxLength(2))).check(z.maxLength(2)),
        z.record(z.string().check(z.maxLength(3)), z.string()),
      ]),
    ['abc', 'abcdef', '', ['a'], ['a', 'b', 'c'], ['abc'], { abc: 'x' }, { abcd: 'x' }, { a: 1 }, 5],
  );
  kind(
    'union of two number-ish options',
    (z) => z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
    ['1', 1, 1.5, ''],
  );
  kind('record checks keys and values', (z) => z.record(z.string().check(z.minLength(2)), z.number()), [
    {},
    { ab: 1 },
    { a: 1 },
    { ab: 'x' },
    JSON.parse('{"__proto__": 1, "ab": 2}'),
  ]);
  kind('record of unknown', (z) => z.record(z.string(), z.unknown()), [{ a: undefined, b: null }]);
  kind(
    'pipe and transform, with ctx.issues and NEVER',
    (z) =>
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((v, ctx) => {
            try {
              return JSON.parse(v) as unknown;
            } catch {
              ctx.issues.push({ code: 'custom', message: 'not valid JSON', input: v });
              return z.NEVER;
            }
          }),
        ),
        z.array(z.number()),
      ),
    ['[1, 2]', '[]', '["a"]', '{', '1'],
  );
  kind(
    'a pipe passes unrecognized keys on to what follows',
    (z) =>
      z.pipe(
        z.strictObject({ a: z.string() }),
        z.transform((v) => v.a),
      ),
    [{ a: 'x' }, { a: 'x', b: 1 }],
  );
  kind(
    'string checks: regex, length (code points), minLength, maxLength',
    (z) =>
      z.object({
        r: z.string().check(z.regex(/^\d{1,4}$/)),
        g: z.optional(z.string().check(z.regex(/a/g))),
        l: z.string().check(z.length(3)),
        m: z.string().check(z.minLength(2), z.maxLength(3)),
      }),
    [
      { r: '12', l: 'abc', m: 'ab' },
      { r: '12', g: 'xa', l: '𝄞𝄞𝄞', m: '𝄞' },
      { r: '12345', l: 'ab', m: 'abcd' },
      { r: '1', l: 'abcd', m: '𝄞𝄞𝄞𝄞' },
      { r: '1', l: 'ab\uD800', m: '\uD800\uD800' },
    ],
  );
  kind('a global regex starts over at each value', (z) => z.array(z.string().check(z.regex(/a/g))), [
    ['a', 'a', 'ba'],
  ]);
  kind(
    'number checks: int (safe), minimum, maximum, nonnegative',
    (z) =>
      z.object({
        i: z.number().check(z.int(), z.minimum(1), z.maximum(9999)),
        n: z.number().check(z.int(), z.nonnegative()),
      }),
    [
      { i: 1, n: 0 },
      { i: 0, n: -1 },
      { i: 10000, n: 2 ** 53 },
      { i: 1.5, n: -(2 ** 53) },
      { i: 9999, n: 0.5 },
    ],
  );
  kind(
    'refine, with and without a message',
    (z) =>
      z.object({
        a: z.string().check(
          z.maxLength(5),
          z.refine((v) => v !== 'no', 'not no'),
        ),
        b: z.optional(z.string().check(z.refine((v) => v.startsWith('b')))),
      }),
    [{ a: 'yes' }, { a: 'no' }, { a: 'nonono' }, { a: 'x', b: 'bx' }, { a: 'x', b: 'x' }],
  );
  kind(
    'object keys whose schema takes undefined are still required',
    (z) => z.object({ u: z.unknown(), d: z.undefined(), t: z.transform((v) => v ?? 'none') }),
    [{}, { u: 1, d: undefined }, { u: undefined, d: undefined, t: 1 }],
  );
  kind(
    'nullable inside optional inside default',
    (z) => z.object({ x: z._default(z.nullable(z.optional(z.string())), 'd') }),
    [{}, { x: null }, { x: undefined }, { x: 'y' }, { x: 1 }],
  );
});

describe('our schemas', () => {
  /** The modules' exports, loaded once with real zod and once with the shim in its place. */
  async function both<T>(path: string): Promise<[T, T]> {
    vi.resetModules();
    vi.doUnmock('zod/mini');
    const real = (await import(path)) as T;
    vi.resetModules();
    vi.doMock('zod/mini', () => shim);
    const ours = (await import(path)) as T;
    return [real, ours];
  }

  const isSchema = (v: unknown): v is Schema =>
    typeof v === 'object' && v !== null && typeof (v as Schema).safeParse === 'function';

  /**
   * Every schema a module exports, and those of every route it declares: as the browser reads
   * them, then as the server takes them (its `…OnServer()` routes, with their request schemas).
   */
  function schemasOf(module: Record<string, unknown>): Map<string, Schema> {
    const found = new Map<string, Schema>();
    const routeSchemas = (name: string, route: unknown) => {
      if (typeof route !== 'object' || route === null || !('response' in route)) return;
      for (const part of ['response', 'body', 'query'] as const) {
        const schema = (route as Record<string, unknown>)[part];
        if (isSchema(schema)) found.set(`${name}.${part}`, schema);
      }
    };
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value)) found.set(name, value);
      else routeSchemas(name, value);
    }
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('OnServer') || typeof value !== 'function') continue;
      const onServer = (value as () => Record<string, unknown>)();
      for (const [route, declared] of Object.entries(onServer)) routeSchemas(route, declared);
    }
    return found;
  }

  const cart = {
    id: 'c1',
    websiteId: 'w',
    orderId: '',
    created: 1700000000000,
    isPurchased: false,
    currencyCode: 'USD',
    entries: [
      {
        id: 'e1',
        itemId: 'linen-shirt',
        quantity: 2,
        chosenVariant: { sku: 'SQ-M', attributes: { Size: 'Medium' } },
        title: 'Linen shirt',
        subTotal: 90,
        purchasePriceCents: 4500,
        additionalFields: '{"monogram":"AB"}',
      },
    ],
    shippingOptions: [],
    applicableTaxRules: [{ rate: 0.1 }],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: null,
    shippingLocation: { country: 'US' },
    subtotalCents: 9000,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 9000,
    totalQuantity: 2,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
  };
  const entry = cart.entries[0]!;
  const form = {
    id: 'f1',
    name: 'Monogram',
    fields: [
      { id: 'monogram', type: 'text', title: 'Initials', required: true, maxLength: 3 },
      { id: 'colour', type: 'select', title: 'Thread', options: ['Gold', 'Silver'] },
    ],
    captchaEnabled: false,
  };
  /** Sample inputs by schema name: the fast-check inputs are made near these. */
  const corpus: Record<string, unknown[]> = {
    cartSchema: [cart, {}, { entries: [{ id: 'e', itemId: 'i', quantity: 1 }] }],
    cartEntrySchema: [entry, { id: 'e', itemId: 'i', quantity: 1 }],
    chosenVariantSchema: [entry.chosenVariant, {}],
    addEntryResponseSchema: [
      { shoppingCart: cart, newlyAdded: entry },
      {
        shoppingCart: cart,
        newlyAdded: entry,
        item: { id: 'i', title: 'T', productType: 1, collectionId: 'c' },
      },
    ],
    errorBodySchema: [
      {},
      { message: 'Sold out', code: 'insufficient-stock' },
      { crumbFail: true },
      { errors: { monogram: 'Required' } },
    ],
    formSchema: [form],
    formFieldSchema: form.fields,
    stockRowSchema: [{ unlimited: false, qtyInStock: 3 }],
    errorReportSchema: [{ event: 'error', data: { message: 'x' }, timestamp: 1 }],
    performanceEventSchema: [{ app: 'vitrine', data: {}, event: 'page_speed', pageLoadId: 'p', ts: 1 }],
    'cart.response': [cart],
    'cart.query': [{}, { mock: 'x', calculateSubtotal: 'true' }],
    'cartAddEntry.response': [{ shoppingCart: cart, newlyAdded: entry }],
    'cartAddEntry.body': [
      { itemId: 'linen-shirt', quantity: 1 },
      { itemId: 'linen-shirt', sku: 'SQ-M', quantity: 9999, additionalFields: '{"a":"b"}' },
    ],
    'cartUpdateEntryFields.response': [{ shoppingCart: cart, updatedEntry: entry }],
    'cartUpdateEntryFields.body': [{ itemId: 'i', additionalFields: '{}' }],
    'cartUpdateEntryQuantity.response': [{ shoppingCart: cart }, cart, {}, { success: true }, undefined],
    'cartUpdateEntryQuantity.body': [{ quantity: 0 }, { quantity: 3 }],
    'cartRemoveEntry.response': [{ shoppingCart: cart }, cart, {}, { id: 'made-1' }],
    'cartSubscription.response': [{ cartToken: 't' }],
    'cartSubscription.body': [{ itemId: 'i', qty: 1, subscriptionOptionId: 'monthly' }],
    'inventoryStock.response': [{ results: [{ unlimited: true, qtyInStock: 0 }] }],
    'inventoryStock.query': [{ itemId: 'i' }],
    'templateSchema.response': [form],
    'formValidate.response': [{ success: true }],
    'formValidate.body': [{ monogram: 'AB', name: { First: 'A', Last: 'B' }, boxes: ['a', 'b'] }],
    'formSubmissionKey.response': [{ key: 'k' }],
    'formSave.response': [{ success: true }],
    'formSave.body': [{ formId: 'f', form: '{"a":1}', key: 'k', pagePath: '/shop' }],
    'censusHit.body': [
      { event: 'view', data: '{}', ss_cvr: 'id|1|1|1|1' },
      { event: 'view', data: '{}', ss_cvr: '' },
    ],
    'recordErrors.body': [[{ event: 'error', data: {}, timestamp: 1 }]],
    'performanceRecords.body': [[{ app: 'a', data: {}, event: 'user', pageLoadId: 'p', ts: 2 }]],
    'restockSignUp.body': [
      {
        isJoinMailingList: false,
        productId: 'wool-scarf',
        variantId: 3,
        siteVisitorEmail: 'a@b.example',
        recaptchaEnterpriseV3Token: 't',
      },
    ],
  };

  for (const path of [
    '../../../src/api/schemas.ts',
    '../../../src/api/routes/cart.ts',
    '../../../src/api/routes/cartChanges.ts',
    '../../../src/api/routes/forms.ts',
    '../../../src/api/routes/inventory.ts',
    '../../../src/api/routes/errorReports.ts',
    '../../../src/api/routes/performance.ts',
    '../../../src/api/routes/census.ts',
    '../../../src/api/routes/restock.ts',
    '../../../src/api/routes/session.ts',
  ]) {
    it(`take, refuse and give the same in ${path.slice(16)}`, async () => {
      const [real, ours] = await both<Record<string, unknown>>(path);
      const a = schemasOf(real);
      const b = schemasOf(ours);
      expect([...b.keys()]).toEqual([...a.keys()]);
      expect(a.size).toBeGreaterThan(0);
      for (const [name, schema] of a) expectSameEverywhere(schema, b.get(name)!, corpus[name] ?? []);
    });
  }

  it('built on call: the form values the server checks, and JSON-object text', async () => {
    const [real, ours] = await both<typeof import('../../../src/api/routes/forms.ts')>(
      '../../../src/api/routes/forms.ts',
    );
    expectSameEverywhere(real.fieldValuesSchema(), ours.fieldValuesSchema(), corpus['formValidate.body']!);
    const [j, k] = await both<typeof import('../../../src/api/jsonObjectText.ts')>(
      '../../../src/api/jsonObjectText.ts',
    );
    expectSameEverywhere(j.jsonObjectText('data', 12), k.jsonObjectText('data', 12), [
      '{}',
      '{"a":1}',
      '[]',
      '{"a":"long"}',
    ]);
  });

  const propTexts = fc.constantFrom(
    '',
    ' ',
    'x',
    ' linen-shirt ',
    '4',
    '-1',
    ' 12 ',
    '1.5',
    '1234567890123456',
    'true',
    'false',
    'TRUE',
    '{"id":"f1"}',
    '[1,2]',
    '[{"sku":"g25","priceMoney":{"value":"25.00"}}]',
    '[]',
    '{',
    'USD',
    'usd',
    '/m/{locale}.html',
    'https://x.example/{locale}',
    '//x/{locale}',
    '/m.html',
  );
  /** Raw props as readProps gives them: text by prop name, some missing. */
  const rawProps = (keys: string[]) =>
    fc.dictionary(fc.constantFrom(...keys, 'other'), fc.oneof(propTexts, fc.string({ maxLength: 5 })), {
      maxKeys: keys.length + 1,
    });

  for (const [path, name] of [
    ['../../../src/runtime/props.ts', ''],
    ['../../../src/widgets/addToCart/addToCartProps.ts', 'addToCartProps'],
    ['../../../src/widgets/giftCard/giftCardProps.ts', 'giftCardProps'],
    ['../../../src/widgets/instalments/instalmentProps.ts', 'instalmentProps'],
  ] as const) {
    it(`read the same widget props from markup: ${path.slice(16)}`, async () => {
      const [real, ours] = await both<Record<string, unknown>>(path);
      const a = schemasOf(real);
      const b = schemasOf(ours);
      expect([...b.keys()]).toEqual([...a.keys()]);
      for (const [key, schema] of a) {
        const mine = b.get(key)!;
        if (key === name) {
          const keys = keysOf(schema);
          expect(keys.length).toBeGreaterThan(0);
          expectSameEverywhere(schema, mine, [
            { itemId: 'x', productType: '1', price: '100', currency: 'USD' },
          ]);
          fc.assert(
            fc.property(rawProps(keys), (raw) => expectSame(schema, mine, raw)),
            { numRuns: 400 },
          );
        } else {
          expectSameEverywhere(schema, mine, []);
          fc.assert(
            fc.property(propTexts, (text) => expectSame(schema, mine, text)),
            { numRuns: 100 },
          );
        }
      }
    });
  }

  it('read the variant picker props the same (jsonProp piped into an array)', async () => {
    const [real, ours] = await both<typeof import('../../../src/runtime/props.ts')>(
      '../../../src/runtime/props.ts',
    );
    const build = (z: Z, jsonProp: Schema) => z.object({ variants: z.pipe(jsonProp, z.array(z.unknown())) });
    expectSameEverywhere(build(zod, real.jsonProp), build(compat, ours.jsonProp), [
      { variants: '[{"sku":"a"}]' },
      { variants: '{}' },
      { variants: '[' },
      {},
    ]);
  });
});
