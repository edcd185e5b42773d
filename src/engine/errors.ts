import type { TemplateError } from './types.ts';

/** Every message the engine reports, in one place so wording stays exact. */
export const messages = {
  formatterUnknown: (name: string) => `Formatter '${name}' is unknown`,
  predicateUnknown: (name: string) => `Predicate '${name}' is unknown`,
  notImplemented: (name: string) => `"${name}" formatter is not yet implemented`,
  predicateNotImplemented: (name: string) => `"${name}" predicate is not yet implemented`,
  partialMissing: (name: string) => `Partial "${name}" is not defined`,
  partialParse: (name: string, message: string) => `Partial "${name}" failed to parse: ${message}`,
  partialDepth: (name: string, max: number) =>
    `Partial "${name}" is nested deeper than the maximum of ${max} levels`,
  unexpected: (what: string, detail: string) => `Unexpected error during execution of ${what}: ${detail}`,
  jsonUnwritable: (name: string, why: string) => `Formatter '${name}' cannot write JSON: ${why}`,
  expression: (detail: string) => `Expression failed: ${detail}`,
  budget: (max: number) => `Render stopped: more than ${max} steps (section iterations and partial calls)`,
  formatterBudget: (name: string, max: number) =>
    `Formatter '${name}' skipped with its tag: more than ${max} formatter steps (one per formatter call and per character written)`,
  commentUnclosed: () => 'Multi-line comment is not closed',
  instructionInvalid: (text: string, why: string) =>
    `Invalid instruction '${text.length > 80 ? `${text.slice(0, 80)}…` : text}': ${why}`,
  unexpectedEnd: () => "Unexpected '.end' with no open block",
  unexpectedOr: () => "Unexpected '.or' outside a section, repeated section, if or predicate block",
  orAfterOr: () => "Unexpected '.or' after a '.or' with no predicate: the block is already closed",
  unexpectedAlternates: () => "Unexpected '.alternates with' outside a repeated section",
  alternatesTwice: () => "Unexpected '.alternates with': only one is allowed per repeated section",
  alternatesAfterOr: () => "Unexpected '.alternates with' after '.or'",
  nestedTooDeep: (block: string, max: number) =>
    `'${block}' is nested deeper than the maximum of ${max} levels: skipped up to its '.end'`,
  eofInBlock: (block: string, line: number, column: number) =>
    `Reached the end of the template inside '${block}' opened at line ${line}, column ${column}`,
  endMisplaced: (block: string, line: number, column: number, endLine: number, endColumn: number) =>
    `'${block}' opened at line ${line}, column ${column} is probably the block missing its '.end': ` +
    `the '.end' at line ${endLine}, column ${endColumn} closed it, but is indented like the block around it`,
} as const;

export function templateError(
  type: TemplateError['type'],
  message: string,
  line: number,
  column: number,
): TemplateError {
  return { type, message, line, column };
}
