/** Public types of the engine: what compile and render take and give back. */

/** One problem found while compiling or rendering; never thrown, always returned. */
export interface TemplateError {
  readonly type: 'parser' | 'assembler' | 'engine';
  readonly message: string;
  readonly line: number;
  readonly column: number;
  /**
   * Set for a problem met inside a partial, or inside a macro run by `apply` or `.include`:
   * where it is, innermost first. The first place is the problem itself (for a partial that
   * failed to parse, the parser's place in it), then each apply or include that led there;
   * the last is in the template.
   */
  readonly trace?: readonly SourcePlace[];
  /** For a partial that failed to parse: the parser's own message, which `message` wraps. */
  readonly reason?: string;
}

/** A place in the template or in one of its partials. */
export interface SourcePlace {
  /** The partial the place is in, by the name it was applied by; absent for the template. */
  readonly partial?: string;
  readonly line: number;
  readonly column: number;
}

/** A template compiled once into closures; render it as often as needed. */
export interface CompiledTemplate {
  readonly kind: 'vitrine-template';
  /** Runs the template against a render state; internal. */
  readonly _exec: (run: never) => void;
}

export interface CompileResult {
  readonly code: CompiledTemplate;
  readonly errors: TemplateError[];
}

/** Bounds on the expression language of `.eval`. */
export interface ExpressionLimits {
  /** Most tokens one `.eval` may hold. */
  readonly maxTokens?: number;
  /** Longest string an expression may hold or build. */
  readonly maxStringLength?: number;
}

export interface RenderOptions {
  /** Partial name to template text, for `apply` and `.include`. */
  readonly partials?: Readonly<Record<string, string>>;
  /** Inject name to text, for `.inject` (JSON text is parsed, anything else stays a string). */
  readonly injects?: Readonly<Record<string, string>>;
  /** BCP 47 tag; `null` renders with no locale. Default 'en-US'. */
  readonly locale?: string | null;
  /** Epoch milliseconds used as "now". Default Date.now(). */
  readonly now?: number;
  /** IANA zone; else the data's website.timeZone; else America/New_York. */
  readonly timeZone?: string;
  readonly gates?: Readonly<Record<string, boolean>>;
  readonly expressions?: ExpressionLimits;
  /** Run `.eval` instructions (default true); when false they are skipped. */
  readonly enableExpressions?: boolean;
  /** Run `.include` instructions (default true); when false they are skipped. */
  readonly enableInclude?: boolean;
  /** Most section iterations and partial calls one render may take; guards against runaway templates. */
  readonly maxSteps?: number;
  /**
   * Most formatter work one render may do: one step per formatter call and one per character a
   * formatter writes (default 20 000 000). A chain that would pass it is reported and its tag
   * skipped, as is every formatter chain after it; the rest of the page still renders.
   */
  readonly maxFormatterSteps?: number;
}

export interface RenderResult {
  readonly output: string;
  readonly errors: TemplateError[];
}
