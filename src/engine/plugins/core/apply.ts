import type { FormatterTable } from '../types.ts';

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
    for (const arg of args.slice(1)) {
      const eq = arg.indexOf('=');
      if (arg === 'private') isolated = true;
      else if (eq > 0) {
        named ??= {};
        named[arg.slice(0, eq)] = arg.slice(eq + 1);
      }
    }
    return (
      ctx.renderPartial(name, value, { isolated, ...(named === undefined ? {} : { args: named }) }) ?? ''
    );
  },
};
