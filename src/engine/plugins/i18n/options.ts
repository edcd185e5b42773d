/**
 * Formatter arguments of the CLDR formatters: `key:value` or `key=value`, and bare flags
 * (`group` means group:true). Later arguments win, as in the reference engines.
 */
export type ArgMap = Readonly<Record<string, string>>;

/** The options of each argument list: a tag's list is the same array at every render. */
const _parsed = new WeakMap<readonly string[], ArgMap>();

/**
 * Split `args` into key/value options; a bare word maps to '' and is a flag. Read once per
 * argument list (the lists are never changed), so callers get the same object for the same list.
 */
export function parseOptions(args: readonly string[]): ArgMap {
  let out = _parsed.get(args);
  if (out === undefined) {
    out = _parseOptions(args);
    _parsed.set(args, out);
  }
  return out;
}

function _parseOptions(args: readonly string[]): ArgMap {
  const out: Record<string, string> = {};
  for (const raw of args) {
    const arg = raw.trim();
    if (arg === '') continue;
    const i = arg.search(/[:=]/);
    if (i === -1) out[arg] = '';
    else out[arg.slice(0, i)] = arg.slice(i + 1);
  }
  return out;
}

/** A flag's value: bare or 'true' is true, 'false' is false, anything else is undefined. */
export function flag(opts: ArgMap, key: string): boolean | undefined {
  const v = opts[key];
  if (v === undefined) return undefined;
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

/** An integer option, or undefined when missing or not a number. */
export function integer(opts: ArgMap, key: string): number | undefined {
  const v = opts[key];
  if (v === undefined || v === '') return undefined;
  const n = Number.parseInt(v, 10);
  return Number.isNaN(n) ? undefined : n;
}
