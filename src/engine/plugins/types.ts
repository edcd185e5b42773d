/**
 * The contract between the engine's evaluator and its formatter and predicate families.
 *
 * A family is a folder under `plugins/<family>/` whose `index.ts` exports
 * `formatters: FormatterTable` and `predicates: PredicateTable`; `plugins/index.ts` merges
 * them. Adding a formatter is one entry in one table.
 */

/** What a formatter or predicate may read and report while rendering. */
export interface RenderContext {
  /** BCP 47 tag (e.g. 'en-US'); undefined when rendering with no locale. */
  readonly locale: string | undefined;
  /** Epoch milliseconds used as "now" (relative times, timesince …). */
  readonly now: number;
  /** IANA zone: the render option, else the data's website.timeZone, else America/New_York. */
  readonly timeZone: string;
  /** The root JSON the template renders. */
  readonly root: unknown;
  /** Feature gates passed as a render option. */
  readonly gates: Readonly<Record<string, boolean>>;
  /**
   * Resolve a variable reference exactly as the template would at this point:
   * dotted path (`website.timeZone`), `@` (current scope), `@index`, `$var`,
   * searched from the innermost scope outwards. Undefined when missing.
   */
  resolve(path: string): unknown;
  /**
   * How the Java reference writes the number `resolve(path)` gives, when the data was read by
   * parseJson from text JavaScript would write otherwise ("1.0" for 1.0, Jackson's asText);
   * undefined for any other value. For formatters that print a number as it is (message).
   */
  numberText(path: string): string | undefined;
  /** Report an engine error at the current instruction; rendering goes on. */
  error(message: string): void;
  /** Render a partial or macro by name with `value` as its scope ('apply'); undefined if unknown. */
  renderPartial(name: string, value: unknown, options?: PartialOptions): string | undefined;
}

/** How `apply` scopes a partial: `private` isolates it from the caller's scopes; `k=v` pairs become `@args`. */
export interface PartialOptions {
  readonly isolated?: boolean;
  readonly args?: Readonly<Record<string, string>>;
}

/**
 * A formatter takes the current value and its arguments (already split on the
 * delimiter, not resolved) and returns the new value. A multi-variable tag
 * (`{start, end|datetime-interval}`) hands a formatter that reads several values (MULTI_VALUE)
 * a `Values` of them, and any other formatter its first value. Strings are output as-is
 * (formatters escape what they must); other JSON values may feed the next formatter.
 */
export type Formatter = (value: unknown, args: readonly string[], ctx: RenderContext) => unknown;

/** A predicate decides a `.section`-like branch from the current scope value and its arguments. */
export type Predicate = (value: unknown, args: readonly string[], ctx: RenderContext) => boolean;

export type FormatterTable = Readonly<Record<string, Formatter>>;
export type PredicateTable = Readonly<Record<string, Predicate>>;

export interface PluginFamily {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
}

/**
 * The values of a multi-variable tag (`{start, end|relative-time}`), as handed to the formatters
 * named in MULTI_VALUE; a class of its own, so a JSON array value is never taken for two values.
 */
export class Values {
  constructor(readonly items: readonly unknown[]) {}
}

/**
 * The formatters that read more than one variable of their tag (in both references, Java's
 * `variables.get(1)`). Every other formatter of a multi-variable tag formats its first value:
 * `{a, b|html}` is `{a|html}`, as both references print it.
 */
export const MULTI_VALUE: ReadonlySet<string> = new Set(['relative-time', 'datetime-interval']);
