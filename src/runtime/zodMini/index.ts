/**
 * zod/mini for the browser build, as preact/compat is React for it: vite.config.ts aliases
 * `zod/mini` to this module in `vite build` of the bundle only. The sources, the tests, the
 * fixture server and the loader build keep real zod; the shared widget base chunk every page downloads
 * carries this instead (~1.1 KB gzip where zod/mini cost ~7 KB).
 *
 * It implements only the part of zod/mini's runtime API our browser code uses, with zod 4.6's
 * behaviour: the same success or failure, the same output data and the same first issue (code,
 * path, message) on any input, as test/unit/runtime/zodMini.test.ts proves against real zod on
 * our own schemas and on generated JSON.
 *
 * - kinds: object, strictObject, looseObject, catchall, string, number, boolean, array, optional,
 *   _default (a value or a function), nullable, enum (of an array), literal, union, record (keys
 *   of a string schema), undefined, unknown, pipe, transform (ctx.issues, NEVER);
 * - checks, through `.check(...)`: maxLength, minLength, length (strings in code points),
 *   regex, int (a safe integer), minimum, maximum, nonnegative, refine(fn, message?);
 * - `.safeParse(value)` → `{success: true, data}` | `{success: false, error}` with
 *   `error.issues` = `[{code, path, message}, …]`; `.parse(value)` returns data or throws that
 *   error (an Error whose message is the issues as JSON, as zod's);
 * - `schema._zod.def.shape` of an object and `schema._zod.def.in` of a pipe, which defineWidget
 *   reads for the props to look for.
 *
 * Not here (unused by the browser; add one only with its case in the equivalence test): other
 * kinds and checks, params of kinds and checks (but refine's message), object-valued defaults
 * (zod clones them), records keyed by an enum or by numbers, async, issue details beyond code,
 * path and message. Messages are zod/mini's own without a locale: 'Invalid input', or the one
 * given. Issues after the first may differ where zod keeps checking a value already refused.
 */

type Key = string | number;

interface Issue {
  code: string;
  path?: Key[];
  message?: string;
  continue?: boolean;
}

interface Payload {
  value: unknown;
  issues: Issue[];
  aborted?: boolean;
}

type Run = (payload: Payload, checks?: Check[]) => Payload;
/** `max`: a length check's upper bound, which an array tests before its items. */
type Check = ((payload: Payload) => void) & { max?: number };
type Opt = 'optional' | 'defaulted' | undefined;
type Def = Record<string, unknown> & { checks?: Check[] };
type Shape = Record<string, ZodMiniType>;

/** zod's `aborted`: an issue that does not let checking go on (type errors, custom issues). */
const aborted = (p: Payload) => p.aborted || p.issues.some((i) => !i.continue);

/** Records an issue; `go` marks one a check raised, after which the other checks still run. */
const fail = (p: Payload, code: string, go?: boolean, message?: string) => {
  p.issues.push({ code, continue: go, message });
  return p;
};

const prefix = (key: Key, from: Issue[], to: Issue[]) => {
  for (const i of from) {
    (i.path ??= []).unshift(key);
    to.push(i);
  }
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v == 'object' && v !== null && !Array.isArray(v);

export class ZodMiniType {
  _zod: { def: Def; parse: Run; run: Run; optin: Opt; optout: Opt };

  constructor(def: Def, parse: Run, optin?: Opt, optout?: Opt) {
    const checks = def.checks ?? [];
    this._zod = {
      def,
      parse,
      optin,
      optout,
      run: (p) => {
        p = parse(p, checks);
        for (const c of checks) if (!aborted(p)) c(p);
        return p;
      },
    };
  }

  check(...checks: Check[]): ZodMiniType {
    const { def, parse, optin, optout } = this._zod;
    return new ZodMiniType({ ...def, checks: [...(def.checks ?? []), ...checks] }, parse, optin, optout);
  }

  safeParse(value: unknown) {
    const p = this._zod.run({ value, issues: [] });
    if (!p.issues.length) return { success: true as const, data: p.value };
    const issues = p.issues.map(({ code, path = [], message = 'Invalid input' }) => ({
      code,
      path,
      message,
    }));
    return {
      success: false as const,
      error: Object.assign(new Error(JSON.stringify(issues, null, 2)), { name: 'ZodError', issues }),
    };
  }

  parse(value: unknown): unknown {
    const r = this.safeParse(value);
    if (r.success) return r.data;
    throw r.error;
  }
}

const kind = (test: (v: unknown) => boolean) => () =>
  new ZodMiniType({}, (p) => (test(p.value) ? p : fail(p, 'invalid_type')));

export const string = kind((v) => typeof v == 'string');
/** Finite numbers only: NaN and ±Infinity are refused, as zod 4 does. */
export const number = kind((v) => typeof v == 'number' && isFinite(v));
export const boolean = kind((v) => typeof v == 'boolean');
const _undefined = kind((v) => v === undefined);
export const unknown = kind(() => true);
export { _undefined as undefined };

const oneOf = (values: readonly unknown[]) =>
  new ZodMiniType({}, (p) => (values.includes(p.value) ? p : fail(p, 'invalid_value')));
const _enum = (values: readonly string[]) => oneOf(values);
export { _enum as enum };
export const literal = (value: unknown) => oneOf(Array.isArray(value) ? value : [value]);

export const NEVER: never = Object.freeze({ status: 'aborted' }) as never;

export const optional = (inner: ZodMiniType) => {
  const defaulted = inner._zod.optin == 'defaulted';
  return new ZodMiniType(
    { innerType: inner },
    (p) => {
      if (p.value !== undefined) return inner._zod.run(p);
      // Only a default inside substitutes for absence; its failure reads as undefined.
      if (defaulted) {
        const r = inner._zod.run({ value: undefined, issues: [] });
        p.value = r.issues.length ? undefined : r.value;
      }
      return p;
    },
    defaulted ? 'defaulted' : 'optional',
    'optional',
  );
};

export const nullable = (inner: ZodMiniType) =>
  new ZodMiniType(
    { innerType: inner },
    (p) => (p.value === null ? p : inner._zod.run(p)),
    inner._zod.optin,
    inner._zod.optout,
  );

/** The default is returned as is (never checked); a function is called for each one. */
export const _default = (inner: ZodMiniType, value: unknown) =>
  new ZodMiniType(
    { innerType: inner },
    (p) => {
      if (p.value !== undefined) p = inner._zod.run(p);
      if (p.value === undefined) p.value = typeof value == 'function' ? value() : value;
      return p;
    },
    'defaulted',
  );

export const pipe = (a: ZodMiniType, b: ZodMiniType) =>
  new ZodMiniType(
    { in: a, out: b },
    (p) => {
      p = a._zod.run(p);
      // Any issue stops the pipe, but unrecognized keys (they are about the input, not the value).
      if (p.issues.some((i) => i.code != 'unrecognized_keys')) return ((p.aborted = true), p);
      return b._zod.run(p);
    },
    a._zod.optin,
    b._zod.optout,
  );

/** `fn(value, ctx)`: ctx.issues takes issues ({code: 'custom', message}), then return NEVER. */
export const transform = (fn: (value: never, ctx: Payload) => unknown) =>
  new ZodMiniType({}, (p) => ((p.value = fn(p.value as never, p)), p), 'optional');

/** One key of an object, as zod's handlePropertyResult: absent optional keys stay absent. */
function property(p: Payload, out: Record<string, unknown>, input: object, key: string, schema: ZodMiniType) {
  const { optin, optout, run } = schema._zod;
  const present = key in input;
  const opt = optout == 'optional';
  const r = run({ value: (input as Record<string, unknown>)[key], issues: [] });
  // Absence permitted and nothing put in its place: whatever the schema made of undefined is dropped.
  if (!present && opt && optin == 'optional') return;
  if (r.issues.length) {
    if (!present && opt && optin) return;
    prefix(key, r.issues, p.issues);
  }
  if (!present && !optin) {
    if (!r.issues.length) p.issues.push({ code: 'invalid_type', path: [key] });
  } else if (r.value !== undefined || present || (optin == 'defaulted' && !opt)) out[key] = r.value;
}

/** `catchall`: a schema for the other keys, `null` refuses them (strict), none drops them. */
const objectOf = (shape: Shape, catchall?: ZodMiniType | null): ZodMiniType =>
  new ZodMiniType({ shape, catchall }, (p) => {
    const input = p.value;
    if (!isObject(input)) return fail(p, 'invalid_type');
    const out: Record<string, unknown> = {};
    const keys = Object.keys(shape);
    for (const key of keys) property(p, out, input, key, shape[key]!);
    if (catchall !== undefined) {
      const extra: string[] = [];
      for (const key in input) {
        if (keys.includes(key)) continue;
        if (!catchall) extra.push(key);
        else if (key != '__proto__') property(p, out, input, key, catchall);
      }
      if (extra.length) fail(p, 'unrecognized_keys', true);
    }
    p.value = out;
    return p;
  });

export const object = (shape: Shape = {}) => objectOf(shape);
export const strictObject = (shape: Shape) => objectOf(shape, null);
export const looseObject = (shape: Shape) => objectOf(shape, unknown());
export const catchall = (schema: ZodMiniType, rest: ZodMiniType) =>
  objectOf(schema._zod.def.shape as Shape, rest);

export const array = (element: ZodMiniType) =>
  new ZodMiniType({ element }, (p, checks = []) => {
    if (!Array.isArray(p.value)) return fail(p, 'invalid_type');
    // zod's capSize: the leading length checks first, so a long array's items are never read.
    for (const c of checks) {
      if (c.max === undefined) break;
      if (p.value.length > c.max) return fail(p, 'too_big');
    }
    p.value = Array.from(p.value, (value: unknown, i) => {
      const r = element._zod.run({ value, issues: [] });
      prefix(i, r.issues, p.issues);
      return r.value;
    });
    return p;
  });

/** First option that takes the value; else the one option not refused outright, if one. */
export const union = (options: readonly ZodMiniType[]) => {
  const ins = options.map((o) => o._zod.optin);
  return new ZodMiniType(
    { options },
    (p) => {
      if (options.length == 1) return options[0]!._zod.run(p);
      const results: Payload[] = [];
      for (const o of options) {
        const r = o._zod.run({ value: p.value, issues: [] });
        if (!r.issues.length) return r;
        results.push(r);
      }
      const open = results.filter((r) => !aborted(r));
      return open.length == 1 ? open[0]! : fail(p, 'invalid_union');
    },
    ins.includes('defaulted') ? 'defaulted' : ins.some(Boolean) ? 'optional' : undefined,
    options.some((o) => o._zod.optout) ? 'optional' : undefined,
  );
};

/** zod's isPlainObject: no class instance but those whose class looks like Object. */
const isPlain = (v: unknown) => {
  if (!isObject(v)) return false;
  const ctor: unknown = v.constructor;
  if (typeof ctor != 'function') return true;
  const proto: unknown = ctor.prototype;
  return isObject(proto) && Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
};

/** Keys checked by a string schema (a failing key is an `invalid_key`), each value by `value`. */
export const record = (key: ZodMiniType, value: ZodMiniType) =>
  new ZodMiniType({ keyType: key, valueType: value }, (p) => {
    const input = p.value as Record<string, unknown>;
    if (!isPlain(input)) return fail(p, 'invalid_type');
    const out: Record<PropertyKey, unknown> = {};
    for (const k of Reflect.ownKeys(input)) {
      if (k == '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, k)) continue;
      const kr = key._zod.run({ value: k, issues: [] });
      if (kr.issues.length) {
        p.issues.push({ code: 'invalid_key', path: [k as string] });
        continue;
      }
      if (kr.value == '__proto__') continue;
      const r = value._zod.run({ value: input[k as string], issues: [] });
      prefix(k as string, r.issues, p.issues);
      out[kr.value as PropertyKey] = r.value;
    }
    p.value = out;
    return p;
  });

// Checks. Each adds an issue the other checks go on after (zod's `continue: true`).

/** Strings in code points, as zod counts them; arrays in items. */
const sizeOf = (v: unknown) => (typeof v == 'string' ? [...v].length : (v as unknown[]).length);
const rule =
  (ok: (v: never) => unknown, code: string, message?: string): Check =>
  (p) => {
    if (!ok(p.value as never)) fail(p, code, true, message);
  };

const sized = (check: Check, max: number) => Object.assign(check, { max });

export const maxLength = (n: number) =>
  sized(
    rule((v) => sizeOf(v) <= n, 'too_big'),
    n,
  );
export const minLength = (n: number) =>
  sized(
    rule((v) => sizeOf(v) >= n, 'too_small'),
    Infinity,
  );
export const length = (n: number) =>
  sized((p) => {
    const size = sizeOf(p.value);
    if (size != n) fail(p, size > n ? 'too_big' : 'too_small', true);
  }, n);
export const regex = (pattern: RegExp) =>
  rule((v: string) => ((pattern.lastIndex = 0), pattern.test(v)), 'invalid_format');
export const minimum = (n: number) => rule((v: number) => v >= n, 'too_small');
export const maximum = (n: number) => rule((v: number) => v <= n, 'too_big');
export const nonnegative = () => minimum(0);
/** A safe integer; anything else with a fraction is a type error, which stops the checks. */
export const int =
  (): Check =>
  ({ value, issues }) => {
    if (!Number.isInteger(value)) issues.push({ code: 'invalid_type', continue: false });
    else if (!Number.isSafeInteger(value))
      issues.push({ code: (value as number) > 0 ? 'too_big' : 'too_small', continue: true });
  };
export const refine = (fn: (value: never) => unknown, message?: string) => rule(fn, 'custom', message);
