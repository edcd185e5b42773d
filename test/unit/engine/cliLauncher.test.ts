import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

describe('the vitrine command', { timeout: 60_000 }, () => {
  // A copy of the launcher in a repository of its own, with stand-ins for the sources and the
  // compiled CLI that say which of them ran.
  const root = mkdtempSync(join(tmpdir(), 'vitrine-launcher-'));
  const put = (name: string, text: string) => {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
    return join(root, name);
  };
  copyFileSync(join(repo, 'src/engine/cli/vitrine.mjs'), put('src/engine/cli/vitrine.mjs', ''));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  const mainTs = put(
    'src/engine/cli/main.ts',
    'export async function main(argv: string[]): Promise<number> { process.stdout.write(`source ${argv.join(" ")}`); return 4; }\n',
  );
  const engineTs = put('src/engine/render.ts', 'export {};\n');
  const cliJs = join(root, 'dist/engine/cli.js');
  const compiled = () =>
    put(
      'dist/engine/cli.js',
      'export async function main(argv) { process.stdout.write(`compiled ${argv.join(" ")}`); return 3; }\n',
    );
  const age = (file: string, secondsAgo: number) => {
    const t = Date.now() / 1000 - secondsAgo;
    utimesSync(file, t, t);
  };
  const run = (env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [join(root, 'src/engine/cli/vitrine.mjs'), 'render', 'x'], {
      encoding: 'utf8',
      timeout: 50_000,
      env: { ...process.env, VITRINE_FROM_SOURCE: '', ...env },
    });
    return `${r.stdout} → ${r.status}`;
  };

  it('runs the compiled CLI when it is newer than every engine source', () => {
    compiled();
    age(mainTs, 100);
    age(engineTs, 100);
    expect(run()).toBe('compiled render x → 3');
  });

  it('runs the sources through tsx when one changed after the build, when asked, or before any build', () => {
    compiled();
    age(mainTs, 100);
    age(engineTs, -5); // edited after the build
    expect(run()).toBe('source render x → 4');
    age(engineTs, 100);
    expect(run({ VITRINE_FROM_SOURCE: '1' })).toBe('source render x → 4');
    rmSync(cliJs);
    expect(run()).toBe('source render x → 4');
  });

  it('builds into dist/engine/cli.js a CLI that renders as the sources do, with no TypeScript at start', () => {
    const out = mkdtempSync(join(tmpdir(), 'vitrine-cli-build-'));
    const build = spawnSync(
      process.execPath,
      [
        join(repo, 'node_modules/vite/bin/vite.js'),
        'build',
        '-c',
        'src/engine/cli/vite.config.ts',
        '--outDir',
        out,
        '--logLevel',
        'error',
      ],
      { cwd: repo, encoding: 'utf8', timeout: 50_000 },
    );
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const cli = readFileSync(join(out, 'cli.js'), 'utf8');
    // Node's own modules only: the engine is inside.
    const imports = cli.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.filter((line) => !/from "node:[a-z/]+";$/.test(line))).toEqual([]);
    const args = [
      'render',
      'fixtures/site/templates/product.html',
      '--json',
      'test/data/cli/product.json',
      '--partials',
      'fixtures/site/partials',
    ];
    const script = `const { main } = await import(${JSON.stringify(`file://${join(out, 'cli.js')}`)}); process.exitCode = await main(${JSON.stringify(args)});`;
    const fromBuild = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 50_000,
    });
    const fromSource = spawnSync(process.execPath, [join(repo, 'src/engine/cli/vitrine.mjs'), ...args], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 50_000,
      env: { ...process.env, VITRINE_FROM_SOURCE: '1' },
    });
    expect([fromBuild.status, fromBuild.stderr]).toEqual([0, '']);
    expect(fromBuild.stdout).toBe(fromSource.stdout);
    expect(fromBuild.stdout).toContain('<h1>Linen Shirt</h1>');
  });
});
