import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../../src/engine/cli/vitrine.mjs');

/** A running `vitrine … --watch`, its output so far, and a way to wait for more. */
function start(args: string[], cwd: string) {
  const child: ChildProcess = spawn(process.execPath, [bin, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seen = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d: Buffer) => (seen.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (seen.stderr += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  /** Resolves once stderr has said "watching for changes" `n` times in all. */
  const renders = async (n: number) => {
    const deadline = Date.now() + 40_000;
    while (seen.stderr.split('watching for changes').length - 1 < n) {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`waited for render ${n}; stdout:\n${seen.stdout}\nstderr:\n${seen.stderr}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, seen, exited, renders };
}

describe('vitrine render --watch', { timeout: 60_000 }, () => {
  it('renders again when the template, a partial or the data changes, keeps going on errors, and stops on Ctrl-C', async () => {
    const theme = mkdtempSync(join(tmpdir(), 'vitrine-watch-'));
    const file = (name: string, text: string) => {
      mkdirSync(dirname(join(theme, name)), { recursive: true });
      writeFileSync(join(theme, name), text);
    };
    file('templates/page.html', 'v1 {title} {@|apply head.html}');
    file('partials/head.html', '<h1>{title}</h1>{@|apply parts/card}');
    file('partials/parts/card.html', '[card 1]');
    file('data.json', '{"title": "Shirt"}');
    const w = start(
      ['render', 'templates/page.html', '--json', 'data.json', '--partials', 'partials', '--watch'],
      theme,
    );
    try {
      await w.renders(1);
      expect(w.seen.stdout).toBe('v1 Shirt <h1>Shirt</h1>[card 1]\n');
      expect(w.seen.stderr).toBe('vitrine: rendered with no errors; watching for changes (Ctrl-C stops).\n');

      file('templates/page.html', 'v2 {title} {@|apply head.html}');
      await w.renders(2);
      expect(w.seen.stdout).toContain('v2 Shirt <h1>Shirt</h1>[card 1]\n');
      expect(w.seen.stderr).toContain(`vitrine: templates/page.html changed: rendering again.`);

      file('partials/head.html', '<h2>{title}</h2>{@|apply parts/card}');
      await w.renders(3);
      expect(w.seen.stdout).toContain('v2 Shirt <h2>Shirt</h2>[card 1]\n');

      // A partial in a nested folder, saved as many editors do: a new file renamed over the old.
      file('partials/parts/card.tmp', '[card 2]');
      renameSync(join(theme, 'partials/parts/card.tmp'), join(theme, 'partials/parts/card.html'));
      await w.renders(4);
      expect(w.seen.stdout).toContain('v2 Shirt <h2>Shirt</h2>[card 2]\n');

      // Bad JSON: the error, and it keeps watching.
      file('data.json', '{"title": "Scarf"');
      await w.renders(5);
      expect(w.seen.stderr).toContain(
        "data.json:1:18 The data file is not valid JSON. The JSON ends too early, where ',' or '}' after the value of \"title\" should follow",
      );
      expect(w.seen.stderr).toContain('vitrine: not rendered; watching for changes (Ctrl-C stops).');

      file('data.json', '{"title": "Scarf"}');
      await w.renders(6);
      expect(w.seen.stdout).toContain('v2 Scarf <h2>Scarf</h2>[card 2]\n');

      // A template error: printed with its place, and it keeps watching.
      file('templates/page.html', 'v3 {title|shout}');
      await w.renders(7);
      expect(w.seen.stderr).toContain("templates/page.html:1:4 Formatter 'shout' is unknown\n");
      expect(w.seen.stderr).toContain('vitrine: rendered with 1 error; watching for changes (Ctrl-C stops).');

      // Saving a file unchanged renders nothing.
      file('templates/page.html', 'v3 {title|shout}');
      await new Promise((r) => setTimeout(r, 600));
      expect(w.seen.stderr.split('watching for changes').length - 1).toBe(7);
    } finally {
      w.child.kill('SIGINT');
    }
    expect(await w.exited).toBe(0);
    expect(w.seen.stderr.endsWith('\nvitrine: stopped watching.\n')).toBe(true);
  });

  it('still refuses a command without --json, rather than watching', async () => {
    const w = start(['render', 'page.html', '--watch'], tmpdir());
    expect(await w.exited).toBe(2);
    expect(w.seen.stderr).toContain('vitrine: --json DATA is missing');
  });
});
