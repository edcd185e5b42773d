import { PlatformClient } from '../../../src/platform/PlatformClient.ts';
import { type RunningServer, startServer } from '../server/startServer.ts';

/**
 * A fetch that keeps cookies as a browser does for one origin: what Set-Cookie gives is sent back
 * (Max-Age=0 removes it). Node's fetch keeps none, and the platform's calls depend on them.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  readonly fetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
    return response;
  };
}

export interface PlatformSetup {
  server: RunningServer;
  jar: CookieJar;
  client: PlatformClient;
}

/** A fixture server, and a client in a "browser" that has visited one of its pages (so holds a crumb). */
export async function startPlatform(): Promise<PlatformSetup> {
  const server = await startServer();
  const jar = new CookieJar();
  jar.cookies.set('crumb', server.crumb);
  const client = new PlatformClient({
    base: server.base,
    fetch: jar.fetch,
    readCrumb: () => jar.cookies.get('crumb'),
  });
  return { server, jar, client };
}

/** What the server logged for the platform's calls, oldest first: `METHOD path status`. */
export function callsTo(server: RunningServer, pathPrefix: string): string[] {
  const rows = server.db
    .prepare('SELECT method, path, query, status FROM requests WHERE path LIKE ? ORDER BY seq')
    .all(`${pathPrefix}%`) as Array<{ method: string; path: string; query: string; status: number }>;
  return rows.map(
    (r) => `${r.method} ${r.path}${r.query ? `?${r.query.replace(/^\?/, '')}` : ''} ${r.status}`,
  );
}
