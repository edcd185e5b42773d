// @vitest-environment node
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const main = join(repo, 'fixtures', 'server', 'main.ts');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill();
  child = undefined;
});

// Each test starts a process (tsx compiles on the fly): seconds on a busy machine, not the default 5.
describe('npm run serve', { timeout: 60_000 }, () => {
  it('documents --allow-origin and refuses one that is not an origin, with exit code 2', () => {
    const help = spawnSync(tsx, [main, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--allow-origin\s+a page origin that may call the API with cookies/);
    const bad = spawnSync(tsx, [main, '--allow-origin', 'not a url'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--allow-origin must be an origin/);
  });

  it('lets every --allow-origin call the API with cookies', async () => {
    child = spawn(
      tsx,
      [
        main,
        '--port',
        '0',
        '--db',
        ':memory:',
        '--allow-origin',
        'https://a.example.test',
        '--allow-origin',
        'https://b.example.test/',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /Vitrine demo store: (http:\/\/\S+?)\/\n/.exec(out);
        if (found) resolve(found[1]!);
      });
      child!.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    for (const origin of ['https://a.example.test', 'https://b.example.test']) {
      const res = await fetch(`${base}/api/commerce/cart`, { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });
});
