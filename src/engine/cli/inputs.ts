import { readFileSync } from 'node:fs';
import { JsonSyntaxError, parseJson as readJson } from '../parseJson.ts';

/** A file that cannot be read or understood: its message names the file (and the place in it). */
export class InputError extends Error {
  /** `what` (e.g. 'the template') could not be read from `path`, because of the system error `e`. */
  static reading(what: string, path: string, e: unknown): InputError {
    return new InputError(`Cannot read ${what} ${path}: ${why(e)}.`);
  }
}

function why(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'there is no such file or folder';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

/** A text file; a byte order mark at its start is dropped. */
export function readTextFile(path: string, what: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw InputError.reading(what, path, e);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses JSON text read from `path` with the engine's reader (number tokens such as 1.0 kept);
 * a mistake is reported as `path:line:col` and what is wrong.
 */
export function parseJson(text: string, path: string, what: string): unknown {
  try {
    return readJson(text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    const where = e.line === undefined ? '' : `:${e.line}:${e.column}`;
    throw new InputError(`${path}${where} The ${what} file is not valid JSON. ${e.reason}`);
  }
}

export function readJsonFile(path: string, what: string): unknown {
  return parseJson(readTextFile(path, `the ${what} file`), path, what);
}
