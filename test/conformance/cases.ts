/**
 * Loads and runs the public JSON-Template conformance cases (format: see
 * test/data/conformance/template/README.md). Shared by the CLI runner and the Vitest test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJson, render } from '../../src/engine/index.ts';
import type { TemplateError } from '../../src/engine/types.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The public cases, kept in the repository (test/data/NOTICE). */
export const DEFAULT_CASES_DIR = resolve(here, '../data/conformance/template/cases');
const KNOWN_FILE = join(here, 'known-differences.txt');

export interface Case {
  /** Path under the cases folder without extension, e.g. `ts/f-json-1`. */
  readonly name: string;
  readonly file: string;
  readonly sections: Readonly<Record<string, string>>;
}

export interface Outcome {
  readonly name: string;
  readonly passed: boolean;
  readonly expected: string;
  readonly actual: string;
  readonly errors: readonly TemplateError[];
  /** Set when the case file itself could not be read (bad JSON …). */
  readonly problem?: string;
}

const SECTION = /^:([A-Za-z0-9_-]+)\s*$/;

export function parseCase(text: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let current: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (current !== null) sections[current] = lines.join('\n');
  };
  for (const line of text.split(/\r?\n/)) {
    const m = SECTION.exec(line);
    if (m !== null) {
      flush();
      current = m[1]!;
      lines = [];
    } else lines.push(line);
  }
  flush();
  return sections;
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (entry.endsWith('.html')) out.push(path);
  }
  return out;
}

export function loadCases(dirs: readonly string[] = [DEFAULT_CASES_DIR]): Case[] {
  return dirs.flatMap((dir) =>
    htmlFiles(dir).map((file) => ({
      name: relative(dir, file).replace(/\.html$/, '') || basename(file, '.html'),
      file,
      sections: parseCase(readFileSync(file, 'utf8')),
    })),
  );
}

function properties(text: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([^#!=:\s][^=:]*?)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (m !== null) props[m[1]!] = m[2]!;
  }
  return props;
}

function jsonSection(c: Case, name: string, fallback: unknown): unknown {
  const text = c.sections[name];
  if (text === undefined || text.trim() === '') return fallback;
  return parseJson(text);
}

/** Locale and now from :PARAMS (ts) or :PROPERTIES (java); default locale 'en', 'none' means none. */
function params(c: Case): { locale: string | null; now: number | undefined } {
  const p = c.sections.PARAMS !== undefined ? (jsonSection(c, 'PARAMS', {}) as Record<string, unknown>) : {};
  const props = c.sections.PROPERTIES !== undefined ? properties(c.sections.PROPERTIES) : {};
  const locale = String(p.locale ?? props.locale ?? 'en');
  const now = p.now ?? props.now;
  return {
    locale: locale === 'none' ? null : locale.replace(/_/g, '-'),
    now: now === undefined ? undefined : Number(now),
  };
}

export function runCase(c: Case): Outcome {
  const expected = c.sections.OUTPUT ?? '';
  try {
    const json = jsonSection(c, 'JSON', {});
    const partials = jsonSection(c, 'PARTIALS', {}) as Record<string, string>;
    const injects = jsonSection(c, 'INJECT', {}) as Record<string, string>;
    const { locale, now } = params(c);
    const result = render(c.sections.TEMPLATE ?? '', json, {
      partials,
      injects,
      locale,
      enableExpressions: true,
      enableInclude: true,
      ...(now === undefined ? {} : { now }),
    });
    const actual = result.output;
    return {
      name: c.name,
      passed: actual.trim() === expected.trim(),
      expected,
      actual,
      errors: result.errors,
    };
  } catch (e) {
    const problem = e instanceof Error ? e.message : String(e);
    return { name: c.name, passed: false, expected, actual: '', errors: [], problem };
  }
}

/** `case reason` lines: genuine, explained disagreements (ts vs java …), never missing work. */
export function knownDifferences(): Map<string, string> {
  const known = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(KNOWN_FILE, 'utf8');
  } catch {
    return known;
  }
  for (const line of text.split('\n')) {
    const m = /^\s*([^#\s]\S*)\s+(.+?)\s*$/.exec(line);
    if (m !== null) known.set(m[1]!, m[2]!);
  }
  return known;
}
