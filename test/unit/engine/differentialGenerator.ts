/**
 * The one generator of the differential test (differential.test.ts): seeded templates over the
 * whole language — variables, sections, repeated sections with `.alternates with`, `.or`, `.if`
 * chains, `.eval`, `.var`, multi-variable tags, digit paths — calling every formatter and
 * predicate family (core, commerce, content, date, i18n, social, slide, gallery, records) on
 * generated data that holds well-typed, ill-typed and missing values, and the public TypeScript
 * engine (`@squarespace/template-engine`, with the CLDR data of `@phensley/cldr`) as the
 * reference to render them with.
 *
 * Where the TypeScript engine departs from the Java engine, which we follow, the generator stays
 * clear of the input; each such spot names its line in test/conformance/known-differences.txt
 * (`differential/<name>`), and the test checks that every name cited here is listed there:
 * - it runs a section's `.or` inside the missing value's scope where Java pops it first, so an
 *   `.or` branch holds no section, `{@}` or scope predicate (differential/or-scope);
 * - it prints an object inside an array as "[object Object]" and a nested array as its items
 *   where Java prints nothing (differential/array-print), so printed arrays hold scalars only;
 * - its `count` of a string is 0 where Java counts its characters (differential/count-text);
 * - ill-typed values: non-numeric text into date and number formatters and `same-day?`
 *   (differential/date-non-numeric-text, differential/round-non-numeric-text), fractions into
 *   `mod`, `cycle`, `plural?` and `singular?` (differential/mod-fraction,
 *   differential/plural-fraction), digit keys of objects (differential/digit-segment-on-object);
 * - comparisons: Java compares a whole number as a long (1 is not below 1.5), reads null as the
 *   text "null", trims " true " (differential/compare-java-types), and tells a missing value from
 *   null (differential/equal-missing-null);
 * - `url-encode` keeps / @ + and writes a space %20 in the TypeScript engine
 *   (differential/url-encode-reserved); `smartypants` reads `\s` as a backslash or an `s` there
 *   (differential/smartypants-space); `same-day?` is read in UTC there (differential/same-day-zone);
 *   width and height of a malformed size print nothing there (differential/size-invalid-text);
 *   `raw` of a missing value is "null" there (differential/raw-missing); a trailing delimiter
 *   makes an empty argument there (differential/empty-argument); `like-button` escapes its
 *   attributes here (differential/like-button-escape); a negative `humanizeDuration` is 0:00
 *   there, an error in Java (differential/humanize-negative); a zero variant price is skipped
 *   there (differential/from-price-zero); and more, each named in AVOIDED.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import fc from 'fast-check';

/** Every `differential/<name>` the generator steers clear of (checked against the list). */
export const AVOIDED = [
  'or-scope',
  'array-print',
  'count-text',
  'date-non-numeric-text',
  'round-non-numeric-text',
  'mod-fraction',
  'plural-fraction',
  'digit-segment-on-object',
  'compare-java-types',
  'equal-missing-null',
  'url-encode-reserved',
  'smartypants-space',
  'same-day-zone',
  'size-invalid-text',
  'raw-missing',
  'empty-argument',
  'like-button-escape',
  'from-price-zero',
  'interval-reversed',
  'timesince-non-number',
  'relative-time-rounding',
  'message-ill-typed-argument',
  'commerce-ill-typed-money',
  'humanize-negative',
] as const;

// ---------------------------------------------------------------- data

// Keys by kind and depth: s = string, n = integer, b = boolean, o = object, l = list of
// scalars, r = list of objects, x = any value, ill-typed or missing. The depth suffix keeps each
// level's names apart, so a section's name is found in the scope it opens in or nowhere.
type Kind = 's' | 'n' | 'b' | 'o' | 'l' | 'r' | 'x';
const key = (kind: Kind, depth: number, i: number) => `${kind}${depth}_${i}`;

const text = fc.constantFrom('', 'a', 'Hello World', '<b>x</b>', 'a&b "q"', '  ', 'é ü', 'x<y', '0', 'true');
const int = fc.integer({ min: -3, max: 12 });
const scalar = fc.oneof(text, int, fc.boolean(), fc.constant(null));
/** Ill-typed and missing: numbers, numeric text, booleans, null, empty containers. */
const odd = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom('12', '-3', ' 7 ', '0'),
  fc.constant({}),
  fc.constant([]),
  fc.constant(undefined),
);

function level(depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries: Record<string, fc.Arbitrary<unknown>> = {};
  for (let i = 0; i < 2; i++) {
    entries[key('s', depth, i)] = text;
    entries[key('n', depth, i)] = int;
    entries[key('b', depth, i)] = fc.boolean();
    entries[key('l', depth, i)] = fc.array(scalar, { maxLength: 4 });
    entries[key('x', depth, i)] = odd;
    if (depth < 2) {
      entries[key('o', depth, i)] = level(depth + 1);
      entries[key('r', depth, i)] = fc.array(level(depth + 1), { maxLength: 3 });
    }
  }
  return fc.record(entries, { requiredKeys: [] });
}

const wellTypedMoney = fc.oneof(
  fc
    .tuple(fc.constantFrom('0', '1', '12.5', '-3.25', '1234567.891', '0.25'), fc.constantFrom('USD', 'EUR'))
    .map(([value, currency]) => ({ value, currency })),
  fc.constantFrom('0', '7', '1234').map((value) => ({ value, currency: 'JPY' })),
);
const money = fc.oneof(wellTypedMoney, odd);
const instant = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000_000 }).map((n) => n * 1000),
  fc.constant(Date.UTC(2024, 0, 1)),
  odd.filter((v) => typeof v !== 'string'),
);
/** A product as the commerce formatters read it: type, variants, prices (one currency), stock. */
const variant = (values: readonly string[]) =>
  fc.record(
    {
      priceMoney: fc.constantFrom(...values),
      salePriceMoney: fc.constantFrom(...values),
      onSale: fc.boolean(),
      qtyInStock: fc.integer({ min: 0, max: 5 }),
      unlimited: fc.boolean(),
      attributes: fc.constantFrom({}, { color: 'red' }, { color: 'blue', fit: 'slim' }),
      optionValues: fc.constant([]),
    },
    { requiredKeys: ['priceMoney', 'salePriceMoney'] },
  );
const product = fc
  .oneof(
    fc.tuple(
      fc.constantFrom('USD', 'EUR'),
      fc.array(variant(['1', '12.5', '0.25', '1234567.891']), { maxLength: 3 }),
    ),
    fc.tuple(fc.constant('JPY'), fc.array(variant(['7', '1234']), { maxLength: 3 })),
  )
  .chain(([currency, variants]) =>
    fc.record(
      {
        id: fc.constantFrom('p1', 'p2'),
        collectionId: fc.constant('c1'),
        structuredContent: fc.record({
          productType: fc.constantFrom(1, 2, 3, 4),
          variants: fc.constant(
            variants.map((v) => ({
              ...v,
              priceMoney: { value: v.priceMoney, currency },
              salePriceMoney: { value: v.salePriceMoney, currency },
            })),
          ),
          variantOptionOrdering: fc.constantFrom([], ['color'], ['color', 'fit']),
        }),
      },
      { requiredKeys: ['id', 'structuredContent'] },
    ),
  );

/** Keys every family reads, beside the per-level ones. */
const families = fc.record(
  {
    t: instant,
    u: instant,
    m: money,
    sz: fc.constantFrom('800x400', '1x1', '1500x1000', '12x640'),
    msg: fc.constantFrom(
      '{0} items',
      '{0 plural one {# item} other {# items}}',
      "it's '{0}' {0}",
      "don''t {0 select a {A} other {O}}",
      '{0 selectordinal one {#st} two {#nd} few {#rd} other {#th}}',
    ),
    tw: fc.constantFrom('hi @joe #tag http://x.com/a?b=1&c', '#a @b', 'a&amp;b', 'see https://x.io/'),
    sp: fc.constantFrom("\"a\" ('b') ['c'] -- d", 'it\'s "x"', 'a---b ("q")', '/"f" —"g"'),
    url: fc.constantFrom('a-b_c.d*e', "é~!()'", '“😍”', 'A1'),
    lk: fc.constantFrom('s0_0', 'o0_0.s1_0', 'l0_0.1', 'n0_1', 'nothing', ''),
    item: product,
    website: fc.record({ timeZone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Tokyo') }),
    websiteSettings: fc.record({ simpleLikingEnabled: fc.boolean() }),
    ev: fc.record({ startDate: instant, endDate: instant }, { requiredKeys: [] }),
    ci: int,
    ct: fc.constantFrom('a', 'b', 'Z', ''),
    cb: fc.boolean(),
    cn: fc.constantFrom('12', '-3', '0'),
    post: fc.record(
      {
        id: fc.constantFrom('i1', 'i2'),
        fullUrl: fc.constantFrom('/blog/a', '/p?x=1'),
        title: fc.constantFrom('A post', 'Fish & chips'),
        publicCommentCount: fc.oneof(fc.integer({ min: 0, max: 3 }), odd),
        commentState: fc.constantFrom(1, 2),
        recordType: fc.constantFrom(1, 2, 10, 11),
        starred: fc.boolean(),
        tags: fc.constantFrom([], ['a b', 'c']),
        categories: fc.constantFrom([], ['News']),
        structuredContent: fc.record({ audioAssetUrl: fc.constantFrom('/a.mp3') }),
        assetUrl: fc.constantFrom('/img.jpg', 'https://x.io/i.png'),
        originalSize: fc.constantFrom('800x400', '100x100'),
        mediaFocalPoint: fc.constantFrom({ x: 0.5, y: 0.5 }, { x: 0.1, y: 0.9 }),
        colorData: fc.constantFrom(
          { topLeftAverage: 'ffffff', centerAverage: '000000' },
          { topLeftAverage: '808080' },
        ),
        collection: fc.record({
          folder: fc.boolean(),
          folderBehavior: fc.constantFrom(1, 2),
          type: fc.constantFrom(1, 10),
        }),
      },
      { requiredKeys: ['id', 'fullUrl'] },
    ),
    cart: fc.record({
      entries: fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 4 }) }), { maxLength: 3 }),
    }),
  },
  {
    requiredKeys: [
      't',
      'u',
      'm',
      'sz',
      'msg',
      'tw',
      'sp',
      'url',
      'lk',
      'item',
      'website',
      'ev',
      'ci',
      'ct',
      'cb',
      'cn',
      'post',
      'cart',
    ],
  },
);

/**
 * The data of one case: three levels of typed keys, ill-typed keys, and every family's keys,
 * as JSON.parse gives it (plain objects; an undefined value is a missing key).
 */
export const data: fc.Arbitrary<Record<string, unknown>> = fc.tuple(level(0), families).map(([a, b]) => {
  // An interval runs forwards (differential/interval-reversed).
  const epoch = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? Number(v) : 0);
  if (epoch(b.u) < epoch(b.t)) [b.t, b.u] = [b.u, b.t];
  return JSON.parse(JSON.stringify({ ...a, ...b })) as Record<string, unknown>;
});

// ---------------------------------------------------------------- templates

/** Formatters of any value (text, numbers, ill-typed): the core text, escape and JSON ones. */
const ANY_VALUE = [
  'html',
  'htmlattr',
  'htmltag',
  'safe',
  'json',
  'pluralize',
  'pluralize a b',
  'truncate 3',
  'truncate 5 ..',
  'slugify',
  'output x y',
  'str',
  'capitalize',
  'encode-space',
  'iter',
  'json-pretty',
  'line-breaks',
];
/** Formatters of numbers (and, ill-typed, of anything numeric or empty). */
const NUMERIC = ['round', 'mod', 'mod 3', 'cycle a b c', 'date %Y', 'date %m/%d %H'];
/** Formatters tied to one key of the data, per family. */
const KEYED: readonly (readonly [string, string])[] = [
  // date and i18n
  ['t', 'date %Y-%m-%d %A'],
  ['t', 'datetime'],
  ['t', 'datetime date:short'],
  ['t', 'datetime time:medium'],
  ['t', 'datetime date:long time:short'],
  ['t,u', 'datetime-interval'],
  ['n0_0', 'decimal'],
  ['n0_0', 'decimal style:percent'],
  ['x0_0', 'decimal'],
  ['m', 'money'],
  ['m', 'money style:code'],
  ['m', 'money style:short'],
  ['msg', 'message ci'],
  ['msg', 'message ci n0_0'],
  ['ci', 'timesince'],
  // core
  ['lk', 'json'],
  ['@', 'lookup lk'],
  ['o0_0', 'lookup lk'],
  ['o0_0', 'get s1_0'],
  ['o0_0', 'prop s1_0'],
  ['l0_0', 'count'],
  ['r0_0', 'count'],
  ['o0_0', 'count'],
  ['x0_1', 'count'],
  ['r0_0', 'key-by s1_0'],
  ['url', 'url-encode'],
  ['url', 'url-encode|url-encode'],
  ['url', 'encode-uri'],
  ['url', 'encode-uri-component'],
  ['sp', 'smartypants'],
  ['ct', 'raw'],
  ['ci', 'raw'],
  ['item', 'raw'],
  ['@', 'iter'],
  // content
  ['sz', 'width'],
  ['sz', 'height'],
  ['sz', 'resizedHeightForWidth 100'],
  ['sz', 'resizedWidthForHeight 50'],
  ['sz', 'squarespaceThumbnailForHeight 300'],
  ['@', 'squarespaceThumbnailForWidth 640'],
  // social
  ['tw', 'activate-twitter-links'],
  ['item', 'like-button'],
  ['ev', 'google-calendar-url'],
  ['post', 'comments'],
  ['post', 'comment-link'],
  ['post', 'comment-count'],
  ['post', 'social-button'],
  ['post', 'twitter-follow-button'],
  ['post', 'audio-player'],
  ['post', 'item-classes'],
  ['post', 'image-meta'],
  ['post', 'AbsUrl'],
  ['post', 'format a b'],
  ['ct', 'format a b'],
  ['post', 'humanizeDuration'],
  ['ct', 'humanizeDuration'],
  ['post', 'color-weight'],
  ['o0_0', 'find-first s1_0'],
  ['ci', 'plural one two'],
  ['cart', 'cart-quantity'],
  ['cart', 'cart-url'],
  ['item', 'variant-descriptor'],
  // commerce
  ['item', 'from-price'],
  ['item', 'normal-price'],
  ['item', 'sale-price'],
  ['item', 'product-price'],
  ['item', 'product-status'],
  ['item', 'quantity-input'],
  ['item', 'variants-select'],
  ['item', 'add-to-cart-btn'],
  ['item', 'product-checkout'],
  ['ci', 'percentage-format'],
];
/** Predicates of the current scope, with or without arguments (which most ignore). */
const SCOPE_PREDICATES = [
  'odd?',
  'even?',
  'plural?',
  'singular?',
  'plural? n0_0',
  'has-multiple?',
  'nth? 2',
  'debug?',
  // content, records, gallery, slide
  'excerpt?',
  'collection?',
  'location?',
  'main-image?',
  'external-link?',
  'text?',
  'image?',
  'gallery-autoplay?',
  'gallery-design-grid?',
  'current-type? image',
  // commerce and social
  'on-sale?',
  'sold-out?',
  'has-variants?',
  'varied-prices?',
  'comments?',
  'disqus?',
  'index?',
  'folder?',
  'collection-page?',
  'collection-template-page?',
  'passthrough?',
  'redirect?',
  'child-images?',
  'clickable?',
  'serviceNameEmail?',
  'show-past-events?',
  'calendar-view?',
  'background-source-video?',
  'promotedIMAGE?',
  'gallery-meta?',
  'gallery-meta-position-top?',
  'collectionTypeNameEquals? events',
];

/**
 * Comparisons whose operand types both references order alike (differential/compare-java-types);
 * inside an `.or` (`inAlt`) only two-operand ones, which do not read the scope.
 */
const comparison = (inAlt: boolean) =>
  fc
    .tuple(
      fc.constantFrom(
        'equal?',
        'notEqual?',
        'greaterThan?',
        'greaterThanOrEqual?',
        'lessThan?',
        'lessThanOrEqual?',
      ),
      fc.constantFrom(
        ['ci', 'ci'],
        ['ci', 'n0_0'],
        ['ci', 'cn'],
        ['ci', 'cb'],
        ['ct', 'ct'],
        ['ct', 'ci'],
        ['ct', 's0_0'],
        ['cb', 'cb'],
        ['cb', 'ci'],
        ['o0_0', 'o0_0'],
        ['l0_0', 'ci'],
        ['ci', '3'],
        ['ct', '"b"'],
        ...(inAlt ? [] : [['ci'], ['o0_0']]),
      ),
    )
    .map(([p, args]) => `${p} ${args.join(' ')}`);

/** A template body at a scope of `depth` (the data level it sees), `inAlt` inside an `.or`. */
function body(depth: number, size: number, inAlt: boolean): fc.Arbitrary<string> {
  const anyKey = (kinds: readonly Kind[]) =>
    fc
      .tuple(fc.constantFrom(...kinds), fc.nat(depth), fc.nat(1))
      .map(([k, d, i]) => key(k, Math.min(d, depth), i));
  const here = (kind: Kind) => fc.nat(1).map((i) => key(kind, depth, i));
  const scalarKinds: Kind[] = ['s', 'n', 'b', 'l', 'o'];
  const chain = (names: readonly string[]) => fc.subarray(names as string[], { maxLength: 2 });
  const variable = fc
    .tuple(inAlt ? anyKey(scalarKinds) : fc.oneof(anyKey(scalarKinds), fc.constant('@')), chain(ANY_VALUE))
    .map(([name, fmts]) => `{${[name, ...fmts].join('|')}}`);
  const numeric = fc
    .tuple(anyKey(['n', 'x']), fc.constantFrom(...NUMERIC), chain(['html', 'json']))
    .map(([name, f, more]) => `{${[name, f, ...more].join('|')}}`);
  // Root keys: inside a section they are found by walking up the scopes.
  const keyed = fc
    .tuple(fc.constantFrom(...KEYED), fc.option(fc.constantFrom('html', 'json', 'safe'), { nil: undefined }))
    .map(([[k, f], g]) => `{${k}|${f}${g === undefined ? '' : `|${g}`}}`);
  const counted = anyKey(['o', 'l', 'r']).map((name) => `{${name}|count}`);
  const multi = fc
    .oneof(
      fc.tuple(anyKey(['s', 'n', 'x']), anyKey(['s', 'n']), fc.constantFrom('html', 'json')),
      fc.tuple(anyKey(['n', 'x']), anyKey(['s', 'n']), fc.constantFrom('round', 'date %Y')),
      fc.tuple(anyKey(['o', 'l', 'r']), anyKey(['s', 'n']), fc.constant('count')),
    )
    .map(([a, b, f]) => `{${a},${b}|${f}}`);
  const digits = fc.constantFrom('{l0_0.0}', '{l0_0.1|json}', '{.var @v l0_0.2}{@v}', '{r0_0.0.s1_0}');
  const evals = fc
    .tuple(
      fc.constantFrom('n0_0', 'missing', 'ci', 'ct'),
      fc.constantFrom('+', '-', '*', '==', '<', '&&', '||'),
      fc.constantFrom('n0_1', 'missing', '1', 'null', '"a"'),
    )
    .map(([a, op, b]) => `{.eval ${a} ${op} ${b}}`);
  const words = fc.constantFrom('x', ' ', '-', '\n', 'ab');
  const predicate = fc.oneof(
    comparison(inAlt),
    fc.tuple(anyKey(['n']), fc.integer({ min: -1, max: 5 })).map(([a, b]) => `greaterThan? ${a} ${b}`),
    fc.constantFrom('same-day? ev', 'even? ci', 'odd? n0_0', 'nth? ci 3'),
    ...(inAlt ? [] : [fc.constantFrom(...SCOPE_PREDICATES)]),
  );
  const cond = fc
    .array(fc.tuple(anyKey(['s', 'n', 'b', 'x', 'l']), fc.constantFrom('&&', '||')), {
      minLength: 1,
      maxLength: 3,
    })
    .map((parts) => parts.map(([k, op], i) => (i === 0 ? k : `${op} ${k}`)).join(' '));
  const leaf = fc.oneof(
    { weight: 2, arbitrary: words },
    { weight: 3, arbitrary: variable },
    { weight: 2, arbitrary: numeric },
    { weight: 4, arbitrary: keyed },
    { weight: 1, arbitrary: counted },
    { weight: 1, arbitrary: multi },
    { weight: 1, arbitrary: digits },
    { weight: 1, arbitrary: evals },
  );
  if (size <= 0) return leaf;
  const inner = (d: number, alt: boolean) => body(d, size - 1, alt);
  const blocks: fc.Arbitrary<string>[] = [
    leaf,
    leaf,
    fc
      .tuple(predicate, inner(depth, inAlt), fc.option(inner(depth, true)))
      .map(([p, a, b]) => `{.${p}}${a}${b === null ? '' : `{.or}${b}`}{.end}`),
    fc
      .tuple(cond, inner(depth, inAlt), inner(depth, true))
      .map(([c, a, b]) => `{.if ${c}}${a}{.or}${b}{.end}`),
  ];
  if (!inAlt && depth < 2) {
    blocks.push(
      fc
        .tuple(here('o'), inner(depth + 1, false), fc.option(inner(depth, true)))
        .map(([k, a, b]) => `{.section ${k}}${a}${b === null ? '' : `{.or}${b}`}{.end}`),
      fc
        .tuple(here('r'), inner(depth + 1, false), fc.option(words), fc.option(inner(depth, true)))
        .map(
          ([k, a, w, b]) =>
            `{.repeated section ${k}}${a}${w === null ? '' : `{.alternates with}${w}`}${b === null ? '' : `{.or}${b}`}{.end}`,
        ),
      fc
        .tuple(here('l'), fc.option(words))
        .map(
          ([k, w]) =>
            `{.repeated section ${k}}{@}{@index}${w === null ? '' : `{.alternates with}${w}`}{.end}`,
        ),
    );
  }
  return fc.array(fc.oneof(...blocks), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
}

/** A generated template, up to three levels of blocks deep. */
export const template: fc.Arbitrary<string> = body(0, 3, false);

// ---------------------------------------------------------------- the reference

const require = createRequire(import.meta.url);
const packs = `${dirname(require.resolve('@phensley/cldr/package.json'))}/packs`;
const framework = new CLDRFramework({
  loader: (language: string) => JSON.parse(readFileSync(`${packs}/${language}.json`, 'utf8')) as unknown,
});
const cldr = framework.get('en-US');
const compiler = new Compiler();

/** Fixed "now" for relative times, in both engines. */
export const NOW = Date.UTC(2024, 5, 15, 12);

/** The TypeScript reference's output (expressions on, en-US CLDR data, the same now). */
export function theirs(source: string, json: unknown): string {
  const { code } = compiler.parse(source);
  const props = { code, json, cldr, now: NOW, enableExpr: true };
  return compiler.execute(props as Parameters<Compiler['execute']>[0]).ctx.render();
}
