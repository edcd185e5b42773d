// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

// A built bundle in a temp folder, with what a careless path check would also serve:
// a sibling folder whose name starts like it (dist.bak) and a symlink pointing outside.
let temp: string;
let server: RunningServer;
/** the demo site copied, with symlinks in its served folders pointing outside it */
let site: RunningServer;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
  const dist = join(temp, 'dist');
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'loader.js'), 'console.log("loader")');
  writeFileSync(join(dist, 'chunks', 'cart-pill.js'), 'export {}');
  mkdirSync(join(temp, 'dist.bak'));
  writeFileSync(join(temp, 'dist.bak', 'secret.txt'), 'sibling secret');
  mkdirSync(join(temp, 'outside'));
  writeFileSync(join(temp, 'outside', 'secret.txt'), 'outside secret');
  symlinkSync(join(temp, 'outside'), join(dist, 'linked'));
  symlinkSync(join(temp, 'outside', 'secret.txt'), join(dist, 'linked-file.js'));
  server = await startServer({ distDir: dist });
  const siteDir = join(temp, 'site');
  cpSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'site'), siteDir, { recursive: true });
  writeFileSync(join(temp, 'outside', 'page.html'), '<p>outside secret</p>');
  writeFileSync(join(temp, 'outside', 'page.json'), '{"pageTitle":"outside secret"}');
  symlinkSync(join(temp, 'outside', 'page.html'), join(siteDir, 'embed', 'leak.html'));
  symlinkSync(join(temp, 'outside', 'page.json'), join(siteDir, 'pages', 'leak.json'));
  symlinkSync(join(temp, 'outside', 'page.html'), join(siteDir, 'assets', 'leak.css'));
  site = await startServer({ siteDir });
});
afterAll(async () => {
  await server.close();
  await site.close();
  rmSync(temp, { recursive: true, force: true });
});

describe('the bundle under /static/', () => {
  it('serves the loader and its chunks to any origin', async () => {
    const res = await fetch(`${server.base}/static/chunks/cart-pill.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await res.text()).toBe('export {}');
  });

  it('never serves a sibling folder whose name starts like the served one', async () => {
    const res = await fetch(`${server.base}/static/..%2fdist.bak/secret.txt`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('never follows a symlink out of the served folder', async () => {
    for (const path of ['/static/linked/secret.txt', '/static/linked-file.js']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('answers 404 for a parent path and 400 for a broken escape', async () => {
    expect((await fetch(`${server.base}/static/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${server.base}/static/%E0%A4%A`)).status).toBe(400);
  });
});

describe('the demo site folder', () => {
  it('never follows a symlink out of it: embed pages, page data, assets', async () => {
    for (const path of ['/embed/leak', '/leak', '/assets/leak.css']) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('secret');
    }
  });

  it('still serves what is inside it', async () => {
    expect((await fetch(`${site.base}/embed/module`)).status).toBe(200);
    expect((await fetch(`${site.base}/contact`)).status).toBe(200);
    expect((await fetch(`${site.base}/assets/demo.css`)).status).toBe(200);
  });
});
