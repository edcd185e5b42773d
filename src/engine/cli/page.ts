import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { messages } from '../errors.ts';
import { compile, render } from '../index.ts';
import type { SourcePlace, TemplateError } from '../types.ts';
import { InputError, parseJson, readJsonFile, readTextFile } from './inputs.ts';
import type { Options } from './options.ts';
import { closest } from './closest.ts';
import { NO_PARTIALS, type Partials, readPartials } from './readPartials.ts';

/** Everything a render reads, as read from the files. */
export interface Inputs {
  readonly template: string;
  /** The data file's text, kept so --watch can tell whether it changed. */
  readonly dataText: string;
  readonly data: unknown;
  readonly partials: Partials;
  readonly injects: Readonly<Record<string, string>> | undefined;
}

/** A rendered page and its errors, each as one line `file:line:column message`. */
export interface Page {
  readonly output: string;
  readonly errors: readonly string[];
}

/** Reads the template, data, partials and injects; a file that cannot be used throws an InputError. */
export function readInputs(o: Options): Inputs {
  const template = readTextFile(o.template, 'the template');
  const dataText = readTextFile(o.json, 'the data file');
  const data = parseJson(dataText, o.json, 'data');
  const partials = o.partials === undefined ? NO_PARTIALS : readPartials(o.partials);
  return {
    template,
    dataText,
    data,
    partials,
    injects: o.injects === undefined ? undefined : readInjects(o.injects),
  };
}

/** Injects: a JSON object of name to text (any other value is written back as JSON text). */
function readInjects(path: string): Record<string, string> {
  const json = readJsonFile(path, 'injects');
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new InputError(
      `${path}: an injects file must hold a JSON object of name to text, such as {"hours.json": "{\\"open\\": 9}"}.`,
    );
  }
  const injects = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(json)) {
    injects[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return injects;
}

export function renderPage(o: Options, inputs: Inputs): Page {
  const compiled = compile(inputs.template);
  const result = render(compiled.code, inputs.data, {
    partials: inputs.partials.sources,
    ...(inputs.injects === undefined ? {} : { injects: inputs.injects }),
    ...(o.locale === undefined ? {} : { locale: o.locale }),
    ...(o.timeZone === undefined ? {} : { timeZone: o.timeZone }),
    ...(o.now === undefined ? {} : { now: o.now }),
  });
  return { output: result.output, errors: describeErrors([...compiled.errors, ...result.errors], o, inputs) };
}

/**
 * Each error as `file:line:column message`, at its own place: an error inside a partial names the
 * partial's file, then where it was applied. An error met again and again (a partial applied
 * in a loop) is printed once, with how many more times it happened.
 */
export function describeErrors(errors: readonly TemplateError[], o: Options, inputs: Inputs): string[] {
  const counts = new Map<string, number>();
  for (const e of errors) {
    const line = describeError(e, o, inputs.partials);
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) =>
    n === 1 ? line : `${line} (and ${n - 1} more time${n === 2 ? '' : 's'})`,
  );
}

function describeError(e: TemplateError, o: Options, partials: Partials): string {
  const where = (p: SourcePlace) =>
    `${p.partial === undefined ? o.template : (partials.files[p.partial] ?? `partial "${p.partial}"`)}:${p.line}:${p.column}`;
  const message = `${e.reason ?? e.message}${missingPartialHint(e.message, o, partials)}`;
  if (e.trace === undefined || e.trace.length === 0) return `${where(e)} ${message}`;
  const [first, ...calls] = e.trace;
  return `${where(first!)} ${message}${calls.length === 0 ? '' : ` (${appliedAt(calls.map(where))})`}`;
}

/**
 * The apply sites of an error inside a partial, innermost first, in words. A partial applying
 * itself over and over is said once with a count, and a long chain keeps its two ends.
 */
function appliedAt(places: readonly string[]): string {
  const runs: string[] = [];
  for (let i = 0; i < places.length;) {
    let n = 1;
    while (places[i + n] === places[i]) n++;
    runs.push(n === 1 ? places[i]! : `${places[i]} (${n} times over)`);
    i += n;
  }
  const shown =
    runs.length <= 6 ? runs : [...runs.slice(0, 3), `… ${runs.length - 5} more …`, ...runs.slice(-2)];
  return shown.map((place, i) => `${i === 0 ? 'applied at' : 'which is applied at'} ${place}`).join(', ');
}

const [MISSING_BEFORE, MISSING_AFTER] = messages.partialMissing('\0').split('\0') as [string, string];

/** For 'Partial "x" is not defined': where it was looked for, and a close name if there is one. */
function missingPartialHint(message: string, o: Options, partials: Partials): string {
  if (!message.startsWith(MISSING_BEFORE) || !message.endsWith(MISSING_AFTER)) return '';
  const name = message.slice(MISSING_BEFORE.length, message.length - MISSING_AFTER.length);
  if (o.partials === undefined) {
    const guess = [join(dirname(o.template), '..', 'partials'), join(dirname(o.template), 'partials')].find(
      isFolder,
    );
    return guess === undefined
      ? ': no --partials was given'
      : `: no --partials was given (the theme's partials may be in ${guess}: add --partials ${guess})`;
  }
  const near = closest(name, Object.keys(partials.sources));
  const suggestion = near === undefined ? '' : `; did you mean "${near}"?`;
  if (partials.folders.length === 0) return ` in ${o.partials}${suggestion}`;
  const file = join(o.partials, name);
  return `: there is no ${file}${name.endsWith('.html') ? '' : ` or ${file}.html`}${suggestion}`;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
