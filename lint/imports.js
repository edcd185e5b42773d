// The repository's own import rules, as ESLint rules (eslint.config.js turns them on):
//
// - `vitrine/no-import-cycle`: no module reaches itself again through static run-time imports
//   (type-only imports are erased; `import()` is the lazy boundary a chunk split is made of, so it
//   does not count). A cycle makes the order modules run in depend on which one a page loads first.
// - `vitrine/import-boundaries`: what each folder may import, from the table in eslint.config.js
//   (the collectors never import Preact or zod, the loader only its own modules, the platform
//   layer is reached from no browser code …). A rule names the file it applies to by path prefix.
//
// Both read other files' imports with TypeScript's parser (its syntax tree, not a regular
// expression), cached by file and modification time, so an editor's long-running ESLint stays
// right as files change.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const repo = dirname(dirname(new URL(import.meta.url).pathname));

/** @typedef {{ spec: string, typeOnly: boolean, dynamic: boolean, pos: number }} Import */

/** @type {Map<string, { mtime: number, imports: Import[] }>} */
const _parsed = new Map();

/**
 * The imports of a module's source: `import … from`, `export … from` and `import()` with a
 * literal specifier, each marked type-only (`import type`, or every name imported with `type`).
 * @param {string} file
 * @param {string} text
 * @returns {Import[]}
 */
export function importsOf(file, text) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.js') || file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Import[]} */
  const found = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause && !clause.name && names.length > 0 && names.every((n) => n.isTypeOnly));
      found.push({
        spec: statement.moduleSpecifier.text,
        typeOnly,
        dynamic: false,
        pos: statement.getStart(),
      });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push({
        spec: statement.moduleSpecifier.text,
        typeOnly: statement.isTypeOnly,
        dynamic: false,
        pos: statement.getStart(),
      });
    }
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false, dynamic: true, pos: node.getStart() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @param {string} file @returns {Import[]} */
function _importsOfFile(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = _parsed.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const imports = importsOf(file, readFileSync(file, 'utf8'));
  _parsed.set(file, { mtime, imports });
  return imports;
}

/**
 * The file a relative specifier names (with its extension, or a folder's index), or undefined
 * for a package or a file that does not exist.
 * @param {string} from @param {string} spec
 */
export function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const target = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The static run-time imports of a file, resolved: the edges a cycle is made of. */
function _edges(/** @type {string} */ file) {
  return _importsOfFile(file)
    .filter((i) => !i.typeOnly && !i.dynamic)
    .map((i) => resolveImport(file, i.spec))
    .filter((f) => f !== undefined && /\.(ts|tsx|js|mjs)$/.test(f));
}

/**
 * The modules from `start` to one that imports `goal` (`start` first), through static run-time
 * imports; undefined when `goal` is not reached.
 * @param {string} start @param {string} goal
 * @returns {string[] | undefined}
 */
export function pathBack(start, goal) {
  /** @type {Map<string, string | undefined>} */
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of _edges(file)) {
      if (next === goal) {
        const path = [];
        for (let at = /** @type {string | undefined} */ (file); at; at = cameFrom.get(at)) path.unshift(at);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const rel = (/** @type {string} */ file) => relative(repo, file).replaceAll('\\', '/');

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself again through static run-time imports.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = context.filename;
    return {
      Program(program) {
        for (const found of importsOf(file, context.sourceCode.text)) {
          if (found.typeOnly || found.dynamic) continue;
          const target = resolveImport(file, found.spec);
          if (!target) continue;
          const back = target === file ? [] : pathBack(target, file);
          if (!back) continue;
          const path = [file, ...back, file].map(rel).join(' → ');
          context.report({
            node: program,
            loc: context.sourceCode.getLocFromIndex(found.pos),
            messageId: 'cycle',
            data: { path },
          });
        }
      },
    };
  },
};

/**
 * @typedef {{
 *   files: string[],
 *   except?: string[],
 *   disallow: string[],
 *   allow?: string[],
 *   typesAllowed?: boolean,
 *   because: string,
 * }} Boundary
 * `files`: path prefixes (from the repository's root) the rule applies to, minus `except`;
 * `disallow`: what they may not import: path prefixes of files, or package names ('zod' also
 * bars 'zod/mini'); `allow`: exceptions to `disallow`; `typesAllowed`: type-only imports pass.
 */

/** @param {string} name @param {string} pattern */
const _under = (name, pattern) =>
  name === pattern || name.startsWith(pattern.endsWith('/') ? pattern : `${pattern}/`);

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'What each folder may import (the table in eslint.config.js).' },
    schema: [{ type: 'array', items: { type: 'object' } }],
    messages: { barred: '{{file}} may not import {{target}}: {{because}}' },
  },
  create(context) {
    const file = context.filename;
    const here = rel(file);
    /** @type {Boundary[]} */
    const table = context.options[0] ?? [];
    const rules = table.filter(
      (b) => b.files.some((p) => _under(here, p)) && !(b.except ?? []).some((p) => _under(here, p)),
    );
    if (rules.length === 0) return {};
    return {
      Program(program) {
        for (const found of importsOf(file, context.sourceCode.text)) {
          const resolved = resolveImport(file, found.spec);
          // A package by its name; a file by its path from the root (even one that does not
          // exist yet: the boundary holds for it too).
          const target = found.spec.startsWith('.')
            ? rel(resolved ?? resolve(dirname(file), found.spec))
            : found.spec;
          for (const b of rules) {
            if (found.typeOnly && b.typesAllowed) continue;
            if (!b.disallow.some((p) => _under(target, p))) continue;
            if ((b.allow ?? []).some((p) => _under(target, p))) continue;
            context.report({
              node: program,
              loc: context.sourceCode.getLocFromIndex(found.pos),
              messageId: 'barred',
              data: { file: here, target, because: b.because },
            });
          }
        }
      },
    };
  },
};

export default {
  meta: { name: 'vitrine' },
  rules: { 'no-import-cycle': noImportCycle, 'import-boundaries': importBoundaries },
};
