// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressedCopies,
  IMMUTABLE,
  isVersioned,
} from '../../../fixtures/server/http/serveStatic.ts';
import { type RunningServer, startServer } from './startServer.ts';

// The bundle as the build lays it out (vite.config.ts): the loader and the widgets' entry chunks
// by name, shared chunks by name and content hash. Big enough to be worth compressing.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function widget${i}(el){el.textContent="Add to cart ${i}";}`,
).join('\n');
const FILES: Record<string, string> = {
  'loader.js': `(()=>{${SCRIPT}})()`,
  'chunks/add-to-cart.js': SCRIPT,
  'chunks/error-reporter.js': SCRIPT,
  'chunks/base-D3AClOKC.js': SCRIPT,
  'chunks/InstalmentPopup-CKHYZmh-.js': SCRIPT,
  'chunks/tiny-Ab12Cd34.js': 'export{}',
};

let temp: string;
let dist: string;
let server: RunningServer;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'vitrine-cdn-'));
  dist = join(temp, 'dist');
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  for (const [path, text] of Object.entries(FILES)) writeFileSync(join(dist, path), text);
  server = await startServer({ distDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(temp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the bytes as they came over the wire (not decoded) */
  raw: Buffer;
}

/** A GET with node:http, which (unlike fetch) hands back the bytes as sent, still encoded. */
function request(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${server.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  return answer.raw.toString('utf8');
}

describe('compression under /static/ (Accept-Encoding)', () => {
  it('sends brotli to a client that accepts both, smaller, decoding to the file', async () => {
    const answer = await request('/static/chunks/add-to-cart.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(answer)).toBe(readFileSync(join(dist, 'chunks/add-to-cart.js'), 'utf8'));
  });

  it('sends gzip to a client that accepts only gzip, or prefers it by q-value', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.1', 'x-gzip']) {
      const answer = await request('/static/loader.js', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(answer), accept).toBe(FILES['loader.js']);
    }
  });

  it('sends the file as it is to a client that accepts neither, still saying it varies', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const answer = await request('/static/loader.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(answer.raw.toString('utf8'), accept).toBe(FILES['loader.js']);
      expect(Number(answer.headers['content-length']), accept).toBe(FILES['loader.js']!.length);
    }
  });

  it('sends a file compression would not shrink as it is', async () => {
    const answer = await request('/static/chunks/tiny-Ab12Cd34.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString('utf8')).toBe('export{}');
  });

  it('compresses each file version once, whatever the number of requests', async () => {
    const before = compressedCopies();
    const path = '/static/chunks/error-reporter.js';
    await Promise.all(Array.from({ length: 5 }, () => request(path, { 'Accept-Encoding': 'br' })));
    await request(path, { 'Accept-Encoding': 'br' });
    expect(compressedCopies()).toBe(before + 1);

    // A new build of the file (another mtime): compressed again, and the new bytes are sent.
    const changed = `${SCRIPT}\nexport const rebuilt = true;`;
    writeFileSync(join(dist, 'chunks/error-reporter.js'), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'chunks/error-reporter.js'), later, later);
    const answer = await request(path, { 'Accept-Encoding': 'br' });
    expect(decoded(answer)).toBe(changed);
    expect(compressedCopies()).toBe(before + 1);
  });
});

describe('caching under /static/', () => {
  it('caches content-hashed chunks for a year, immutable', async () => {
    for (const path of ['chunks/base-D3AClOKC.js', 'chunks/InstalmentPopup-CKHYZmh-.js']) {
      const answer = await request(`/static/${path}`, { 'Accept-Encoding': 'br' });
      expect(answer.headers['cache-control'], path).toBe(IMMUTABLE);
      expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the loader and the entry chunks (no hash) revalidated, never immutable', async () => {
    for (const path of ['loader.js', 'chunks/add-to-cart.js', 'chunks/error-reporter.js']) {
      const answer = await request(`/static/${path}`);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers.etag, path).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(answer.headers['last-modified'], path).toBeTruthy();
    }
  });

  it('answers 304 with no body to If-None-Match naming the ETag of the encoding sent', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await request('/static/loader.js', { 'Accept-Encoding': accept });
      const etag = first.headers.etag!;
      const again = await request('/static/loader.js', { 'Accept-Encoding': accept, 'If-None-Match': etag });
      expect(again.status, accept).toBe(304);
      expect(again.raw.length, accept).toBe(0);
      expect(again.headers.etag, accept).toBe(etag);
      expect(again.headers['cache-control'], accept).toBe('no-cache');
      expect(again.headers.vary, accept).toBe('Accept-Encoding');
    }
    // Another encoding's validator is another representation: the full answer.
    const br = await request('/static/loader.js', { 'Accept-Encoding': 'br' });
    const plain = await request('/static/loader.js', { 'If-None-Match': br.headers.etag! });
    expect(plain.status).toBe(200);
    expect(plain.raw.toString('utf8')).toBe(FILES['loader.js']);
    const stale = await request('/static/loader.js', { 'If-None-Match': '"0-0"' });
    expect(stale.status).toBe(200);
  });

  it('answers 304 to If-Modified-Since no older than the file', async () => {
    const first = await request('/static/chunks/add-to-cart.js');
    const since = first.headers['last-modified']!;
    expect((await request('/static/chunks/add-to-cart.js', { 'If-Modified-Since': since })).status).toBe(304);
    const before = new Date(Date.parse(since) - 60_000).toUTCString();
    expect((await request('/static/chunks/add-to-cart.js', { 'If-Modified-Since': before })).status).toBe(
      200,
    );
  });
});

describe('the rules, one by one', () => {
  it('tells a content hash from an entry name', () => {
    expect(isVersioned('chunks/base-D3AClOKC.js')).toBe(true);
    expect(isVersioned('chunks/web-vitals.attribution-D5Z26XHG.js')).toBe(true);
    expect(isVersioned('chunks/Dialog-DlhwImQL.js')).toBe(true);
    expect(isVersioned('chunks/signUp-ROZLUwWT.js')).toBe(true);
    expect(isVersioned('loader.js')).toBe(false);
    expect(isVersioned('chunks/error-reporter.js')).toBe(false);
    expect(isVersioned('chunks/visitor-form.js')).toBe(false);
    expect(isVersioned('chunks/add-to-cart.js')).toBe(false);
    expect(isVersioned('products/field-jacket-navy.svg')).toBe(false);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.9')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('GZIP ; Q=0.5')).toBe('gzip');
  });
});
