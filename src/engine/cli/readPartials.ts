import { readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InputError, parseJson, readTextFile } from './inputs.ts';

/** The partials of a render, and where each came from (for error messages). */
export interface Partials {
  /** Name as templates apply it → template text. */
  readonly sources: Record<string, string>;
  /** Name → the file it was read from, as printed in messages (`partials.json#row` for a JSON file). */
  readonly files: Record<string, string>;
  /** The folders read (the top one first), for --watch; empty for a JSON file. */
  readonly folders: readonly string[];
}

/** A folder walked for partials holds at most this many files: a mistyped path (`/`) stops early. */
export const MAX_PARTIAL_FILES = 5000;

export const NO_PARTIALS: Partials = { sources: {}, files: {}, folders: [] };

/**
 * Partials from a folder of template files, or from a JSON file (name → template text).
 *
 * In a folder, each file is named by its path inside the folder, with `/` between folders, both
 * as it is and without a trailing `.html`: `partials/parts/card.html` answers both
 * `{@|apply parts/card.html}` and `{@|apply parts/card}`. A file whose exact name is taken by
 * another (`nav` beside `nav.html`) keeps its exact name only. Hidden files and folders (editor
 * swap files, `.git`) are left out.
 */
export function readPartials(path: string): Partials {
  let stat;
  try {
    stat = statSync(path);
  } catch (e) {
    throw InputError.reading('the partials', path, e);
  }
  if (stat.isDirectory()) return readFolder(path);
  const text = readTextFile(path, 'the partials file');
  if (!path.endsWith('.json') && !text.trimStart().startsWith('{')) {
    throw new InputError(
      `${path} is a single file: --partials takes the folder of partials (such as ${dirname(path)}), or a JSON file of name to template text.`,
    );
  }
  const json = parseJson(text, path, 'partials');
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new InputError(
      `${path}: a partials file must hold a JSON object of partial name to template text, such as {"row": "<li>{title}</li>"}.`,
    );
  }
  const sources = record();
  const files = record();
  for (const [name, text] of Object.entries(json)) {
    if (typeof text !== 'string') {
      throw new InputError(
        `${path}: the partial ${JSON.stringify(name)} must be template text in a string, not ${describe(text)}.`,
      );
    }
    sources[name] = text;
    files[name] = `${path}#${name}`;
  }
  return { sources, files, folders: [] };
}

/** A name → text table where any name, `__proto__` too, is a plain entry. */
function record(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function readFolder(top: string): Partials {
  const found: { name: string; file: string }[] = [];
  const folders: string[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch (e) {
      throw InputError.reading('the partials folder', dir, e);
    }
    if (seen.has(real)) return; // a symlink back up the tree
    seen.add(real);
    folders.push(dir);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      throw InputError.reading('the partials folder', dir, e);
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = join(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          const target = statSync(file);
          isDir = target.isDirectory();
          isFile = target.isFile();
        } catch {
          continue; // a broken link
        }
      }
      if (isDir) walk(file, `${prefix}${entry.name}/`);
      else if (isFile) {
        if (found.length >= MAX_PARTIAL_FILES) {
          throw new InputError(
            `${top} holds more than ${MAX_PARTIAL_FILES} files: is it the partials folder? Name the folder of the theme's partials with --partials.`,
          );
        }
        found.push({ name: `${prefix}${entry.name}`, file });
      }
    }
  };
  walk(top, '');
  const sources = record();
  const files = record();
  for (const { name, file } of found) {
    sources[name] = readTextFile(file, 'the partial');
    files[name] = file;
  }
  for (const { name, file } of found) {
    const short = name.replace(/\.html$/, '');
    if (short !== name && short !== '' && !Object.hasOwn(sources, short)) {
      sources[short] = sources[name]!;
      files[short] = file;
    }
  }
  return { sources, files, folders };
}
