/**
 * What the page benchmark (test/bench/page.ts) loads pages from: the fixture server (on a copy of
 * dist/, so a build finishing mid-run cannot mix two bundles), reached through two small proxies of
 * its own that differ in one thing: `with` passes pages as the server sends them, `without` takes
 * the loader's tag (every <script> or <link> of /static/) out of each page. Both ways go through the
 * same proxy code, so the only difference measured is Vitrine. The product server itself has no
 * switch for this.
 *
 * The proxies also answer the scale mode's pages, /__bench/scale?n=N&floor=vitrine|preact: N
 * add-to-cart buttons as the demo's product grid marks them up, with Vitrine's loader tag (as the
 * demo's home page has it), or with the Preact-only floor (test/bench/preactFloor.ts, bundled into
 * the copy of dist/ at /static/bench/floor.js).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { createFixtureServer } from '../../fixtures/server/createServer.ts';
import { openDatabase } from '../../fixtures/server/state/db.ts';
import { PAGE_SNIPPET } from '../../loader/snippet.ts';

const repo = join(import.meta.dirname, '..', '..');

export interface BenchServer {
  /** the demo store as served */
  withUrl: string;
  /** the same store, pages without the loader's tag */
  withoutUrl: string;
  /** the bundle's build stamp (dist/.build-stamp), or a note that there is none */
  stamp: string;
  close(): Promise<void>;
}

/** Every tag that loads something of the bundle: the loader's script, and any preload of /static/. */
const BUNDLE_TAG =
  /<script\b[^>]*\bsrc="[^"]*\/static\/[^"]*"[^>]*>\s*<\/script>\s*|<link\b[^>]*\bhref="[^"]*\/static\/[^"]*"[^>]*>\s*/g;

export function stripBundle(html: string): { html: string; removed: number } {
  let removed = 0;
  const out = html.replace(BUNDLE_TAG, () => {
    removed++;
    return '';
  });
  return { html: out, removed };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The add-to-cart markup of the demo's product grid (fixtures/site/partials/product-card.html),
 * marked `data-vitrine-load="idle"`: add to cart hydrates when visible by default, and the scale
 * mode times hydrating all N, not the few in view.
 */
function card(i: number): string {
  return `<li class="product" data-item-id="ceramic-mug">
  <div class="product-body">
    <h2 class="product-title">Ceramic Mug ${i + 1}</h2>
    <div class="product-price">$18.50</div>
    <div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-vitrine-load="idle" data-dynamic-strings data-collection-id="shop" data-item-id="ceramic-mug" data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart" >
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>
</div>
  </div>
</li>`;
}

function scalePage(n: number, floor: 'vitrine' | 'preact', loaderTag: string): string {
  const script =
    floor === 'vitrine'
      ? `<script>\n${PAGE_SNIPPET}\n</script>\n  ${loaderTag}`
      : '<script type="module" src="/static/bench/floor.js"></script>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${n} add-to-cart buttons (${floor})</title>
  <link rel="stylesheet" href="/assets/demo.css">
  ${script}
</head>
<body>
<main id="main" class="page">
  <h1>${n} add-to-cart buttons</h1>
  <ul class="products">
${Array.from({ length: n }, (_, i) => card(i)).join('\n')}
  </ul>
</main>
</body>
</html>
`;
}

/** The Preact-only floor, bundled and minified (terser, as the bundle is) into `outDir`/bench/floor.js. */
async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: join(outDir, 'bench'),
      emptyOutDir: false,
      target: 'es2021',
      minify: 'terser',
      sourcemap: false,
      modulePreload: false,
      lib: {
        entry: join(import.meta.dirname, 'preactFloor.ts'),
        formats: ['es'],
        fileName: () => 'floor.js',
      },
    },
  });
}

export async function startBenchServer(distDir = join(repo, 'dist')): Promise<BenchServer> {
  if (!existsSync(join(distDir, 'loader.js'))) {
    throw new Error(`No bundle in ${distDir}: run \`npm run build\` first.`);
  }
  const snapshot = mkdtempSync(join(tmpdir(), 'vitrine-bench-dist-'));
  cpSync(distDir, snapshot, { recursive: true });
  await buildFloor(snapshot);
  const stampFile = join(distDir, '.build-stamp');
  const stamp = existsSync(stampFile)
    ? `build stamp ${readFileSync(stampFile, 'utf8').trim().slice(0, 12)}`
    : 'no build stamp (dist/ built by hand?)';

  const fixture = createFixtureServer({
    db: openDatabase(':memory:'),
    distDir: snapshot,
    siteDir: join(repo, 'fixtures', 'site'),
  });
  const port = await listen(fixture.server);

  // The loader's tag as the demo's home page has it, for the scale pages.
  const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const loaderTag = /<script\b[^>]*\bsrc="\/static\/loader\.js"[^>]*><\/script>/.exec(home)?.[0];
  if (!loaderTag) throw new Error('The demo home page has no loader tag to copy.');

  const proxy = (strip: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench.invalid');
    if (url.pathname === '/__bench/scale') {
      const n = Math.max(1, Math.min(20_000, Number(url.searchParams.get('n')) || 100));
      const floor = url.searchParams.get('floor') === 'preact' ? 'preact' : 'vitrine';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      return void res.end(scalePage(n, floor, loaderTag));
    }
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const html = /^text\/html/.test(String(headers['content-type'] ?? ''));
        if (!strip || !html || headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, headers);
          return void answer.pipe(res);
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.from(stripBundle(Buffer.concat(chunks).toString('utf8')).html);
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const withServer = createServer(proxy(false));
  const withoutServer = createServer(proxy(true));
  for (const server of [withServer, withoutServer]) server.keepAliveTimeout = 65_000;
  const withPort = await listen(withServer);
  const withoutPort = await listen(withoutServer);
  return {
    withUrl: `http://127.0.0.1:${withPort}`,
    withoutUrl: `http://127.0.0.1:${withoutPort}`,
    stamp,
    close: async () => {
      await Promise.all([close(withServer), close(withoutServer), close(fixture.server)]);
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}
