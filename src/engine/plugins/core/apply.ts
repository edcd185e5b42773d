import type { FormatterTable, PartialOptions } from '../types.ts';

const SHARED: PartialOptions = Object.freeze({ isolated: false });
const ISOLATED: PartialOptions = Object.freeze({ isolated: true });

/**
 * `{value|apply name [private] [key=value …]}` renders a macro or partial with the value
 * as its scope. `private` hides the caller's scopes; `key=value` pairs become `@args`.
 */
export const applyFormatters: FormatterTable = {
  apply: (value, args, ctx) => {
    const name = args[0];
    if (name === undefined || name === '') return undefined;
    let isolated = false;
    let named: Record<string, string> | undefined;
    for (let i = 1; i < args.length; i++) {
      const arg = args[i]!;
      const eq = arg.indexOf('=');
      if (arg === 'private') isolated = true;
      else if (eq > 0) {
        named ??= {};
        named[arg.slice(0, eq)] = arg.slice(eq + 1);
      }
    }
    // No spread nor copy of the arguments: a page applies a partial several times per render.
    const options: PartialOptions =
      named === undefined ? (isolated ? ISOLATED : SHARED) : { isolated, args: named };
    return ctx.renderPartial(name, value, options) ?? '';
  },
};
