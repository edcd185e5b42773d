import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import {
  createFixtureServer,
  type FixtureServer,
  type FixtureServerOptions,
} from '../../../fixtures/server/createServer.ts';
import { openDatabase } from '../../../fixtures/server/state/db.ts';

const repo = join(import.meta.dirname, '..', '..', '..');

export interface RunningServer {
  fixture: FixtureServer;
  db: Database.Database;
  /** http://127.0.0.1:PORT */
  base: string;
  port: number;
  /** a valid crumb, as a page visit hands it out */
  crumb: string;
  /** Cookie header carrying the crumb (and whatever else is passed) */
  cookies(extra?: string): string;
  close(): Promise<void>;
}

/** A fixture server on an ephemeral port with an in-memory database, as a visitor's browser finds it. */
export async function startServer(options: Partial<FixtureServerOptions> = {}): Promise<RunningServer> {
  const db = options.db ?? openDatabase(':memory:');
  const fixture = createFixtureServer({
    distDir: join(repo, 'dist'),
    siteDir: join(repo, 'fixtures', 'site'),
    ...options,
    db,
  });
  await new Promise<void>((resolve) => fixture.server.listen(0, '127.0.0.1', resolve));
  const port = (fixture.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const page = await fetch(`${base}/`);
  const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  if (!crumb) throw new Error('the fixture server gave no crumb cookie on a page visit');
  return {
    fixture,
    db,
    base,
    port,
    crumb,
    cookies: (extra = '') => `crumb=${crumb}${extra ? `; ${extra}` : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        fixture.server.closeAllConnections();
        fixture.server.close(() => resolve());
      }),
  };
}

/** The `name=value` part of a Set-Cookie header the response carries for `name`. */
export function cookieFrom(res: Response, name: string): string {
  const found = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer`);
  return found.split(';')[0]!;
}
