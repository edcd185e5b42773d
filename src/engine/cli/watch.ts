import { type FSWatcher, watch as watchFolder } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from './inputs.ts';
import type { Io } from './main.ts';
import type { Options } from './options.ts';
import { type Inputs, readInputs, renderPage } from './page.ts';
import { readPartials } from './readPartials.ts';

/** What --watch listens to for Ctrl-C: the process, or a test's emitter. */
export interface Signals {
  on(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  off(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
}

/** Changes closer together than this are taken as one (an editor's save is often several writes). */
export const DEBOUNCE_MS = 100;

/**
 * `vitrine render … --watch`: renders, then renders again whenever the template, the data, the
 * injects or a partial changes, printing the new page or what went wrong, until Ctrl-C
 * (SIGINT) or SIGTERM; then resolves with 0. Files are watched through their folders, so an
 * editor that saves by writing a new file and renaming it over the old one is still seen. A
 * save that leaves every file as it was renders nothing.
 */
export function watch(o: Options, io: Io, signals: Signals = process): Promise<number> {
  return new Promise((done) => {
    /** Folder → the names of the watched files in it ('*' for every file: partials). */
    const wanted = new Map<string, Set<string>>();
    const watchers = new Map<string, FSWatcher>();
    const refused = new Set<string>();
    const changed = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: string | undefined;
    let stopped = false;

    const want = (folder: string, name: string) => {
      const names = wanted.get(folder) ?? new Set<string>();
      names.add(name);
      wanted.set(folder, names);
    };
    const singleFiles = [o.template, o.json, o.injects, o.partials].filter((f) => f !== undefined);
    let partialFolders: readonly string[] = [];

    /** Watches every folder wanted now, and stops watching partial folders that are gone. */
    const sync = () => {
      wanted.clear();
      for (const file of singleFiles) want(resolve(dirname(file)), basename(file));
      for (const folder of partialFolders) want(resolve(folder), '*');
      for (const [folder, watcher] of watchers) {
        if (!wanted.has(folder)) {
          watcher.close();
          watchers.delete(folder);
        }
      }
      for (const folder of wanted.keys()) {
        if (watchers.has(folder)) continue;
        try {
          const watcher = watchFolder(folder, (_event, name) => changedIn(folder, name));
          watcher.on('error', (e) => {
            watcher.close();
            watchers.delete(folder);
            io.err(`vitrine: stopped watching ${folder}: ${e.message}\n`);
          });
          watchers.set(folder, watcher);
          refused.delete(folder);
        } catch (e) {
          if (!refused.has(folder)) io.err(`vitrine: cannot watch ${folder}: ${(e as Error).message}\n`);
          refused.add(folder);
        }
      }
    };

    const changedIn = (folder: string, name: string | Buffer | null) => {
      if (stopped) return;
      const names = wanted.get(folder);
      const file = name === null ? null : String(name);
      const relevant =
        names !== undefined &&
        (file === null || names.has(file) || (names.has('*') && !basename(file).startsWith('.')));
      if (!relevant) return;
      changed.add(file === null ? folder : join(folder, file));
      clearTimeout(timer);
      timer = setTimeout(cycle, DEBOUNCE_MS);
    };

    const cycle = () => {
      timer = undefined;
      if (stopped) return;
      try {
        renderIfChanged();
      } catch (e) {
        io.err(`vitrine: an unexpected failure (please report it): ${(e as Error).message}\n`);
        sync();
      }
    };

    const renderIfChanged = () => {
      let inputs: Inputs | undefined;
      let problem = '';
      try {
        inputs = readInputs(o);
        partialFolders = inputs.partials.folders;
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        problem = e.message;
        if (partialFolders.length === 0 && o.partials !== undefined) partialFolders = foldersOf(o.partials);
      }
      // Watch what was just read (a new partial folder too) before saying "watching".
      sync();
      const signature = inputs === undefined ? `\0${problem}` : signatureOf(inputs);
      const what = [...changed].map((f) => shorten(f)).join(', ');
      changed.clear();
      if (signature === last) return;
      const first = last === undefined;
      last = signature;
      if (!first) io.err(`\nvitrine: ${what} changed: rendering again.\n`);
      if (inputs === undefined) {
        io.err(`${problem}\nvitrine: not rendered; watching for changes (Ctrl-C stops).\n`);
        return;
      }
      const page = renderPage(o, inputs);
      io.out(page.output.endsWith('\n') || page.output === '' ? page.output : `${page.output}\n`);
      for (const line of page.errors) io.err(`${line}\n`);
      const n = page.errors.length;
      const result = n === 0 ? 'rendered with no errors' : `rendered with ${n} error${n === 1 ? '' : 's'}`;
      io.err(`vitrine: ${result}; watching for changes (Ctrl-C stops).\n`);
    };

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
      signals.off('SIGINT', stop);
      signals.off('SIGTERM', stop);
      io.err('\nvitrine: stopped watching.\n');
      done(0);
    };
    signals.on('SIGINT', stop);
    signals.on('SIGTERM', stop);

    cycle();
    if (watchers.size === 0) {
      stopped = true;
      signals.off('SIGINT', stop);
      signals.off('SIGTERM', stop);
      io.err('vitrine: nothing could be watched: --watch needs the folders of the files to exist.\n');
      done(2);
    }
  });
}

/** The partial folders to watch, when the data could not be read (so the partials were not). */
function foldersOf(partials: string): readonly string[] {
  try {
    return readPartials(partials).folders;
  } catch {
    return [];
  }
}

/** The inputs as one string: equal strings, nothing to render again. */
function signatureOf(inputs: Inputs): string {
  return JSON.stringify([inputs.template, inputs.dataText, inputs.partials.sources, inputs.injects ?? null]);
}

/** A changed file as the author named it: relative to the working folder when inside it. */
function shorten(file: string): string {
  const cwd = process.cwd();
  return file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file;
}
