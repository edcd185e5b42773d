import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Cookies from 'js-cookie';
import { createFixtureServer } from '../../../fixtures/server/createServer.ts';
import { openDatabase } from '../../../fixtures/server/state/db.ts';
import {
  type SecondPlatform,
  type SecondPlatformOptions,
  startSecondPlatform,
} from '../../secondPlatform.ts';

/**
 * The two servers the widget tests run against: the fixture server and the second stand-in
 * (test/secondPlatform.ts), each on real HTTP, called by happy-dom's own fetch (CORS and cookies
 * as a browser keeps them) from a page on another origin of the same host, as a published page
 * calls an API host: no crumb cookie at first, so the client asks for one.
 */
export const SERVERS = ['fixture server', 'second platform'] as const;
export type ServerKind = (typeof SERVERS)[number];

export interface CallReceived {
  method: string;
  path: string;
  status: number;
  /** the JSON body sent, if any */
  body: unknown;
}

export interface StorefrontServer {
  kind: ServerKind;
  /** the API's origin: the loader tag's data-api-base */
  base: string;
  /** what the server received under `pathPrefix`, oldest first */
  received(pathPrefix: string): CallReceived[];
  close(): Promise<void>;
  /** the second stand-in, when it is the one playing */
  second?: SecondPlatform;
}

const PAGE_URL = 'http://127.0.0.1:9/shop/page';

/** Starts one and moves the page to another origin of its host. */
export async function startStorefront(
  kind: ServerKind,
  options: SecondPlatformOptions = {},
): Promise<StorefrontServer> {
  _pageAt(PAGE_URL);
  if (kind === 'fixture server') {
    const repo = join(import.meta.dirname, '..', '..', '..');
    const db = openDatabase(':memory:');
    // No captcha key: the restock sign-up takes an empty token, as on a site without one.
    const fixture = createFixtureServer({
      db,
      distDir: join(repo, 'dist'),
      siteDir: join(repo, 'fixtures', 'site'),
      captchaSiteKey: null,
    });
    await new Promise<void>((resolve) => fixture.server.listen(0, '127.0.0.1', resolve));
    return {
      kind,
      base: `http://127.0.0.1:${(fixture.server.address() as AddressInfo).port}`,
      received: (prefix) =>
        (
          db
            .prepare('SELECT method, path, status, body FROM requests WHERE path LIKE ? ORDER BY seq')
            .all(`${prefix}%`) as Array<{ method: string; path: string; status: number; body: string | null }>
        ).map((r) => ({ ...r, body: r.body ? (JSON.parse(r.body) as unknown) : undefined })),
      close: () =>
        new Promise<void>((resolve) => {
          fixture.server.closeAllConnections();
          fixture.server.close(() => resolve());
        }),
    };
  }
  const second = await startSecondPlatform({ ...options, spelling: options.spelling ?? 'success flag' });
  return {
    kind,
    base: second.base,
    received: (prefix) =>
      second.received
        .filter((r) => r.path.startsWith(prefix))
        .map(({ method, path, status, body }) => ({ method, path, status, body })),
    close: () => second.close(),
    second,
  };
}

/** The page back where happy-dom starts it, without the API host's cookies. */
export function leavePage(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  _pageAt('http://localhost:3000/');
}

function _pageAt(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
