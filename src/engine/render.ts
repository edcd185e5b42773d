import { compile, execOf } from './compile.ts';
import { messages, templateError } from './errors.ts';
import { Halt } from './halt.ts';
import { child } from './lookup.ts';
import { compilePartial } from './partialCache.ts';
import { DEFAULT_TIME_ZONE } from './plugins/date/timeZone.ts';
import { DEFAULT_LOCALE } from './plugins/i18n/locale.ts';
import { Run } from './run.ts';
import type { CompiledTemplate, RenderOptions, RenderResult, TemplateError } from './types.ts';

export { DEFAULT_LOCALE, DEFAULT_TIME_ZONE };

const defaults = {
  maxTokens: 1000,
  maxStringLength: 100_000,
  maxSteps: 5_000_000,
  // Formatter calls plus the characters they write: far above a real page (a 20 MB page), far
  // below what a runaway chain (`|json` doubling its value each time) reaches in a few steps.
  maxFormatterSteps: 20_000_000,
};

/**
 * Renders compiled code (or source, compiled on the spot) against JSON data. Never throws:
 * problems come back in `errors`, and the rest of the page still renders.
 */
export function render(
  code: CompiledTemplate | string,
  json: unknown,
  options: RenderOptions = {},
): RenderResult {
  const errors: TemplateError[] = [];
  let template: CompiledTemplate;
  if (typeof code === 'string') {
    const compiled = compile(code);
    errors.push(...compiled.errors);
    template = compiled.code;
  } else template = code;
  let run: Run | null = null;
  try {
    const opts = options ?? {};
    const zone = child(child(json, 'website'), 'timeZone');
    run = new Run({
      root: json,
      locale: opts.locale === null ? undefined : (opts.locale ?? DEFAULT_LOCALE),
      now: typeof opts.now === 'number' && Number.isFinite(opts.now) ? opts.now : Date.now(),
      timeZone: opts.timeZone ?? (typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE),
      gates: opts.gates ?? {},
      partials: opts.partials ?? {},
      injects: opts.injects ?? {},
      maxTokens: opts.expressions?.maxTokens ?? defaults.maxTokens,
      maxStringLength: opts.expressions?.maxStringLength ?? defaults.maxStringLength,
      maxSteps: opts.maxSteps ?? defaults.maxSteps,
      maxFormatterSteps: opts.maxFormatterSteps ?? defaults.maxFormatterSteps,
      enableExpressions: opts.enableExpressions ?? true,
      enableInclude: opts.enableInclude ?? true,
      compilePartial,
    });
    execOf(template)(run);
  } catch (e) {
    const message =
      e instanceof Halt
        ? e.message
        : messages.unexpected('render', e instanceof Error ? e.message : String(e));
    const at = run?.at ?? { line: 1, column: 1 };
    run?.errors.push(templateError('engine', message, at.line, at.column));
    if (run === null) errors.push(templateError('engine', message, 1, 1));
  }
  if (run !== null) errors.push(...run.errors);
  return { output: run?.out ?? '', errors };
}
