import { messages, templateError } from './errors.ts';
import { type Frame, frame, setVar } from './frame.ts';
import { cachedPath } from './getter.ts';
import { Halt } from './halt.ts';
import type { Loc } from './nodes.ts';
import { numberTextAt } from './numberText.ts';
import { parseJson } from './parseJson.ts';
import type { PartialOptions, RenderContext } from './plugins/types.ts';
import type { SourcePlace, TemplateError } from './types.ts';

/** Runs compiled code against the render state. */
export type Exec = (run: Run) => void;

/** Compiles partial text on demand; supplied by render so this module stays free of the compiler. */
export type PartialCompiler = (source: string) => { exec: Exec; errors: readonly TemplateError[] };

export const MAX_PARTIAL_DEPTH = 16;
const MAX_ERRORS = 1000;

export interface RunSettings {
  readonly root: unknown;
  readonly locale: string | undefined;
  readonly now: number;
  readonly timeZone: string;
  readonly gates: Readonly<Record<string, boolean>>;
  readonly partials: Readonly<Record<string, string>>;
  readonly injects: Readonly<Record<string, string>>;
  readonly maxTokens: number;
  readonly maxStringLength: number;
  readonly maxSteps: number;
  readonly maxFormatterSteps: number;
  readonly enableExpressions: boolean;
  readonly enableInclude: boolean;
  readonly compilePartial: PartialCompiler;
}

/** The state of one render; also the RenderContext formatters and predicates see. */
export class Run implements RenderContext {
  out = '';
  frame: Frame;
  /** The instruction being run, for error positions. */
  at: Loc = { line: 1, column: 1 };
  readonly errors: TemplateError[] = [];
  readonly locale: string | undefined;
  readonly now: number;
  readonly timeZone: string;
  readonly root: unknown;
  readonly gates: Readonly<Record<string, boolean>>;
  readonly maxTokens: number;
  readonly maxStringLength: number;
  readonly enableExpressions: boolean;
  readonly enableInclude: boolean;
  /**
   * What is left of the formatter budget: each formatter call takes one step, and one per
   * character it writes. Below zero, formatter chains are skipped (generate.ts `format`).
   */
  formatterStepsLeft: number;
  readonly maxFormatterSteps: number;
  private depth = 0;
  private steps: number;
  private readonly partialCode = new Map<string, Exec | null>();
  /** The partial whose code runs now (undefined: the template), for error traces. */
  private partial: string | undefined = undefined;
  /** Where each apply or include now running was called from, outermost first. */
  private readonly calls: SourcePlace[] = [];
  /** Which partial each macro body was defined in (undefined: the template). */
  private readonly macroHome = new Map<Exec, string | undefined>();
  /** The partial the code `find` last returned comes from. */
  private foundHome: string | undefined = undefined;

  constructor(private readonly settings: RunSettings) {
    this.root = settings.root;
    this.frame = frame(settings.root, null);
    this.locale = settings.locale;
    this.now = settings.now;
    this.timeZone = settings.timeZone;
    this.gates = settings.gates;
    this.maxTokens = settings.maxTokens;
    this.maxStringLength = settings.maxStringLength;
    this.steps = settings.maxSteps;
    this.formatterStepsLeft = settings.maxFormatterSteps;
    this.maxFormatterSteps = settings.maxFormatterSteps;
    this.enableExpressions = settings.enableExpressions;
    this.enableInclude = settings.enableInclude;
  }

  resolve(path: string): unknown {
    return cachedPath(path)(this);
  }

  numberText(path: string): string | undefined {
    return numberTextAt(this.frame, path);
  }

  error(message: string): void {
    if (this.errors.length < MAX_ERRORS) {
      const e = templateError('engine', message, this.at.line, this.at.column);
      this.errors.push(this.calls.length === 0 ? e : { ...e, trace: this.trace(this.place()) });
    }
  }

  /** The place of the instruction being run, in the template or the partial it is in. */
  private place(): SourcePlace {
    const { line, column } = this.at;
    return this.partial === undefined ? { line, column } : { partial: this.partial, line, column };
  }

  /** `first`, then where each running apply or include was called from, innermost first. */
  private trace(first: SourcePlace): SourcePlace[] {
    const trace = [first];
    for (let i = this.calls.length - 1; i >= 0; i--) trace.push(this.calls[i]!);
    return trace;
  }

  /** Counts one section iteration or partial call against the budget. */
  step(): void {
    if (--this.steps < 0) throw new Halt(messages.budget(this.settings.maxSteps));
  }

  defineMacro(name: string, body: Exec): void {
    if (this.frame.macros === null) this.frame.macros = Object.create(null) as Record<string, unknown>;
    this.frame.macros[name] = body;
    this.macroHome.set(body, this.partial);
  }

  /** A macro visible from here (innermost first), else a partial by that name. */
  private find(name: string): Exec | null {
    for (let f: Frame | null = this.frame; f !== null; f = f.caller) {
      if (f.macros !== null && name in f.macros) {
        const body = f.macros[name] as Exec;
        this.foundHome = this.macroHome.get(body);
        return body;
      }
    }
    this.foundHome = name;
    let code = this.partialCode.get(name);
    if (code === undefined) {
      const partials = this.settings.partials;
      const source = Object.hasOwn(partials, name) ? partials[name] : undefined;
      code = null;
      if (typeof source === 'string') {
        const compiled = this.settings.compilePartial(source);
        for (const e of compiled.errors) this.partialParseError(name, e);
        code = compiled.exec;
      }
      this.partialCode.set(name, code);
    }
    if (code === null) this.error(messages.partialMissing(name));
    return code;
  }

  /** Reported at the apply, with the parser's place in the partial first in its trace. */
  private partialParseError(name: string, e: TemplateError): void {
    if (this.errors.length >= MAX_ERRORS) return;
    const message = messages.partialParse(name, `${e.message} (line ${e.line}, column ${e.column})`);
    this.errors.push({
      ...templateError('engine', message, this.at.line, this.at.column),
      trace: [{ partial: name, line: e.line, column: e.column }, ...this.trace(this.place())],
      reason: e.message,
    });
  }

  /** Enters a partial or macro's code: its errors are traced to it and to this call. */
  private call(): string | undefined {
    const home = this.foundHome;
    this.calls.push(this.place());
    const saved = this.partial;
    this.partial = home;
    return saved;
  }

  private enter(name: string): Exec | null {
    this.step();
    const code = this.find(name);
    if (code === null) return null;
    if (this.depth >= MAX_PARTIAL_DEPTH) {
      this.error(messages.partialDepth(name, MAX_PARTIAL_DEPTH));
      return null;
    }
    return code;
  }

  renderPartial(name: string, value: unknown, options?: PartialOptions): string | undefined {
    const code = this.enter(name);
    if (code === null) return undefined;
    const savedOut = this.out;
    const savedFrame = this.frame;
    const savedAt = this.at;
    this.out = '';
    this.frame = frame(value, options?.isolated ? null : savedFrame, -1, savedFrame);
    if (options?.args !== undefined) setVar(this.frame, 'args', options.args);
    const savedPartial = this.call();
    this.depth++;
    try {
      code(this);
      return this.out;
    } finally {
      this.depth--;
      this.calls.pop();
      this.partial = savedPartial;
      this.out = savedOut;
      this.frame = savedFrame;
      this.at = savedAt;
    }
  }

  /** `.include`: runs a macro or partial in the current scope; its output is kept only when asked. */
  include(name: string, keepOutput: boolean): void {
    const code = this.enter(name);
    if (code === null) return;
    const savedOut = this.out;
    const savedAt = this.at;
    if (!keepOutput) this.out = '';
    const savedPartial = this.call();
    this.depth++;
    try {
      code(this);
    } finally {
      this.depth--;
      this.calls.pop();
      this.partial = savedPartial;
      if (!keepOutput) this.out = savedOut;
      this.at = savedAt;
    }
  }

  inject(file: string): unknown {
    const injects = this.settings.injects;
    const text = Object.hasOwn(injects, file) ? injects[file] : undefined;
    if (typeof text !== 'string') return undefined;
    try {
      return parseJson(text);
    } catch {
      return text;
    }
  }
}
