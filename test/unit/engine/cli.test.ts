import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../../src/engine/cli/vitrine.mjs');

function vitrine(args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

// Each test starts a process (tsx compiles on the fly): seconds on a busy machine, not the default 5.
describe('npx vitrine render', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const data = file('page.json', '{"name": "<Ann>", "items": [1, 2]}');
  const partials = file('partials.json', '{"row": "[{@}]"}');

  it('prints the page and exits 0 when the template is clean', () => {
    const page = file('ok.html', 'Hi {name|html}: {.repeated section items}{@|apply row}{.end}');
    expect(vitrine(['render', page, '--json', data, '--partials', partials])).toEqual({
      stdout: 'Hi &lt;Ann&gt;: [1][2]',
      stderr: '',
      code: 0,
    });
  });

  it('reports each error as file:line:col message on stderr and exits 1', () => {
    const page = file('bad.html', 'Hi\n {name|shout}{@|apply missing}!');
    const r = vitrine(['render', page, '--json', data]);
    expect(r.stdout).toBe('Hi\n !');
    expect(r.stderr).toBe(
      `${page}:2:2 Formatter 'shout' is unknown\n${page}:2:14 Partial "missing" is not defined\n`,
    );
    expect(r.code).toBe(1);
  });

  it('explains its usage and exits 2 when called wrongly', () => {
    const r = vitrine(['render']);
    expect(r.stderr).toContain('usage: vitrine render TEMPLATE --json DATA');
    expect(r.code).toBe(2);
  });
});
