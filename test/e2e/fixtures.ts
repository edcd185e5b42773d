import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { createFixtureServer } from '../../fixtures/server/createServer.ts';
import { openDatabase } from '../../fixtures/server/state/db.ts';
import type { LoggedRequest } from '../../fixtures/server/http/requestLog.ts';

export const repo = join(import.meta.dirname, '..', '..');

export interface FixtureServerHandle {
  /** http://127.0.0.1:PORT: the demo store and the API */
  url: string;
  /**
   * The same server and database on a second port: another origin of the same site, as a CDN
   * or an API host would be (cookies are shared: they ignore the port).
   */
  secondOrigin: string;
  /** the same server under another host name (localhost): another site */
  otherOrigin: string;
  /** what the server received, newest first */
  received(): Promise<LoggedRequest[]>;
  /** arm a fault for the next `times` calls of a path, as the inspector does */
  arm(fault: string, path: string, times?: number): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
// A browser keeps connections alive: close them, or close() waits for them to time out.
const close = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A plain static file server, as an integrator would put example pages on (no API, no CORS
 * headers of its own): `rewrite` edits text files on the way out.
 */
export async function staticServer(
  dir: string,
  rewrite: (text: string) => string = (t) => t,
): Promise<{ url: string; close: () => Promise<unknown> }> {
  const root = realpathSync(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end('Not found');
    file = realpathSync(file);
    if (!file.startsWith(root + sep)) return res.writeHead(404).end('Not found');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    if (/^text\/html/.test(type)) {
      const chunks: Buffer[] = [];
      createReadStream(file)
        .on('data', (c) => chunks.push(c as Buffer))
        .on('end', () => res.end(rewrite(Buffer.concat(chunks).toString('utf8'))));
    } else createReadStream(file).pipe(res);
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, close: () => close(server) };
}

/**
 * Each worker gets its own fixture server on an ephemeral port with an in-memory database,
 * listening on two ports, so tests never see each other's carts or requests.
 */
/** Where the demo store's cookie notice keeps the visitor's choice (fixtures/site/assets/consent.js). */

export const test = base.extend<
  { site: FixtureServerHandle; cookieChoice: 'granted' | 'refused' | null },
  { server: { port: number; port2: number } }
>({
  /**
   * The demo store's cookie notice, answered before each page as a returning visitor answered it
   * ('refused' by default: the notice stays away, and the collectors wait for the test's own
   * consent). `test.use({ cookieChoice: null })` shows it, as to a first-time visitor.
   */
  cookieChoice: ['refused', { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    if (cookieChoice) {
      // Where the site's banner records it (ss_cookieAllowed), unless the visitor chose otherwise since.
      await context.addInitScript((granted) => {
        try {
          if (!/(?:^|; )ss_cookieAllowed=/.test(document.cookie))
            document.cookie = `ss_cookieAllowed=${granted}; path=/`;
        } catch {
          // a page without cookies (about:blank, a sandboxed frame)
        }
      }, cookieChoice === 'granted');
    }
    await use(context);
  },
  server: [
    async ({}, use) => {
      const fixture = createFixtureServer({
        db: openDatabase(':memory:'),
        distDir: join(repo, 'dist'),
        siteDir: join(repo, 'fixtures', 'site'),
      });
      const second = createServer(fixture.handler);
      const port = await listen(fixture.server);
      const port2 = await listen(second);
      await use({ port, port2 });
      await Promise.all([close(fixture.server), close(second)]);
    },
    { scope: 'worker' },
  ],
  site: async ({ server, request }, use) => {
    const url = `http://127.0.0.1:${server.port}`;
    await request.delete(`${url}/__vitrine/requests`);
    await request.delete(`${url}/__vitrine/faults`);
    await use({
      url,
      secondOrigin: `http://127.0.0.1:${server.port2}`,
      otherOrigin: `http://localhost:${server.port}`,
      received: async () =>
        (await (await request.get(`${url}/__vitrine/requests`)).json()) as LoggedRequest[],
      arm: async (fault, path, times = 1) => {
        const res = await request.post(`${url}/__vitrine/faults`, { data: { fault, path, times } });
        if (!res.ok()) throw new Error(`arming ${fault} failed: ${res.status()} ${await res.text()}`);
      },
    });
  },
});

export { expect } from '@playwright/test';

/** Add an entry through the real API, as a visitor's browser would (crumb cookie + header). */
export async function addToCart(
  request: APIRequestContext,
  baseUrl: string,
  body: { itemId: string; sku?: string; quantity: number },
) {
  const page = await request.get(`${baseUrl}/`);
  const crumb = (await request.storageState()).cookies.find((c) => c.name === 'crumb')?.value;
  if (!page.ok() || !crumb) throw new Error('the fixture server gave no crumb cookie');
  const res = await request.post(`${baseUrl}/api/commerce/cart/entries`, {
    data: body,
    headers: { 'X-CSRF-Token': crumb },
  });
  if (!res.ok()) throw new Error(`add to cart failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Fail the test on any uncaught error in the page: nothing we do may throw into the host page. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

/**
 * WCAG contrast of two CSS colours as getComputedStyle writes them (`rgb(…)`, `rgba(…)`): 0 when
 * either is not opaque, since then what shows through decides and the measure means nothing.
 */
export function contrastRatio(foreground: string, background: string): number {
  const channels = (colour: string) => {
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return a === 1 && b !== undefined ? [r!, g!, b] : undefined;
  };
  const luminance = (rgb: number[]) =>
    rgb
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const fg = channels(foreground);
  const bg = channels(background);
  if (!fg || !bg) return 0;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
