#!/usr/bin/env node
// The `vitrine` command. It runs dist/engine/cli.js, the CLI compiled by `npm run build` (no
// TypeScript to compile at start: a render takes a fraction of a second), when that file is
// newer than every source of the engine. Otherwise (a fresh clone before its first build, or a
// source edited since the build) it loads the TypeScript sources through tsx, installed by
// `npm ci`: the same CLI, a few seconds slower to start. VITRINE_FROM_SOURCE=1 forces the sources.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const compiled = join(here, '../../../dist/engine/cli.js');
const sources = join(here, '..');

/** Modification time of a file in ms, or -1 when it cannot be read. */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether the compiled CLI exists and no engine source (this launcher aside) changed after it. */
function compiledIsFresh() {
  if (process.env.VITRINE_FROM_SOURCE === '1') return false;
  const built = mtime(compiled);
  if (built < 0) return false;
  let entries;
  try {
    entries = readdirSync(sources, { withFileTypes: true, recursive: true });
  } catch {
    return true; // installed without its sources: the compiled CLI is all there is
  }
  return entries.every(
    (e) => !e.isFile() || e.name === 'vitrine.mjs' || mtime(join(e.parentPath, e.name)) <= built,
  );
}

// `vitrine render … | head`: when the reader goes away, stop quietly rather than with a trace.
process.stdout.on('error', (e) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

let main;
if (compiledIsFresh()) ({ main } = await import(pathToFileURL(compiled).href));
else {
  const { tsImport } = await import('tsx/esm/api');
  ({ main } = await tsImport('./main.ts', import.meta.url));
}
process.exitCode = await main(process.argv.slice(2));
