import {
  SESSION_RECORDING_DOC,
  SESSION_RECORDING_ID,
} from '../../../fixtures/server/api/platformServiceHandlers.ts';
import { PlatformDocKey } from '../../../fixtures/server/seed/platformDocuments.ts';
import { DEMO_MEMBER } from '../../../fixtures/server/seed/demoMembers.ts';
import type { Route } from '../../../src/api/route.ts';
import { PlatformClient } from '../../../src/platform/PlatformClient.ts';
import {
  SECOND_MEMBER,
  type SecondPlatform,
  type SecondPlatformOptions,
  startSecondPlatform,
} from '../../secondPlatform.ts';
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

/** The two servers every platform helper test runs against (docs/integrators/tests.md). */
export const PLATFORMS = ['fixture server', 'second platform'] as const;
export type PlatformKind = (typeof PLATFORMS)[number];

/**
 * A platform the helpers call, whichever server plays it: the same questions asked of both, so a
 * test says what the client sent and received, never how one server keeps it.
 */
export interface Platform {
  kind: PlatformKind;
  base: string;
  jar: CookieJar;
  client: PlatformClient;
  /** the page's crumb, as a page of the site hands it out */
  crumb: string;
  /** a member who may log in */
  member: { email: string; password: string };
  /** the session-recording id the platform answers until told otherwise */
  recordingId: string;
  /** `METHOD path?query status` of the calls under `pathPrefix`, oldest first; any 2xx reads '2xx' */
  calls(pathPrefix: string): string[];
  /** the JSON bodies sent to `path` (GETs send none), oldest first */
  bodies(path: string): unknown[];
  /** the crumb header each call under `pathPrefix` carried, oldest first */
  tokens(pathPrefix: string): Array<string | undefined>;
  /** the next `times` calls of `route` meet the fault */
  fault(route: Route, fault: '500' | 'crumb' | 'garbage', times?: number): void;
  /** the site's navigation layout from now on (null: none at all) */
  setLayout(layout: unknown[] | null): void;
  setRecordingId(id: string): void;
  /** a store URL some other editor has taken */
  takeSlug(urlId: string): void;
  close(): Promise<void>;
  /** the fixture server, when it is the one playing */
  fixture?: RunningServer;
  /** the second stand-in, when it is the one playing */
  second?: SecondPlatform;
}

const _status = (status: number) => (status >= 200 && status < 300 ? '2xx' : String(status));

/** A platform of either kind and a client in a "browser" that has visited one of its pages (so holds a crumb). */
export async function startPlatformOf(
  kind: PlatformKind,
  options: SecondPlatformOptions = {},
): Promise<Platform> {
  const jar = new CookieJar();
  const clientFor = (base: string) =>
    new PlatformClient({ base, fetch: jar.fetch, readCrumb: () => jar.cookies.get('crumb') });
  if (kind === 'fixture server') {
    const server = await startServer();
    jar.cookies.set('crumb', server.crumb);
    const rows = (pathPrefix: string, exact = false) =>
      server.db
        .prepare(
          `SELECT method, path, query, status, headers, body FROM requests WHERE path ${exact ? '=' : 'LIKE'} ? ORDER BY seq`,
        )
        .all(exact ? pathPrefix : `${pathPrefix}%`) as Array<{
        method: string;
        path: string;
        query: string;
        status: number;
        headers: string;
        body: string;
      }>;
    const document = (key: string, value: unknown) =>
      server.db
        .prepare('INSERT OR REPLACE INTO platform_documents (key, data) VALUES (?, ?)')
        .run(key, JSON.stringify(value));
    return {
      kind,
      base: server.base,
      jar,
      client: clientFor(server.base),
      crumb: server.crumb,
      member: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      recordingId: SESSION_RECORDING_ID,
      calls: (prefix) =>
        rows(prefix).map(
          (r) =>
            `${r.method} ${r.path}${r.query ? `?${r.query.replace(/^\?/, '')}` : ''} ${_status(r.status)}`,
        ),
      bodies: (path) =>
        rows(path, true)
          .filter((r) => r.method !== 'GET')
          .map((r) => (r.body ? (JSON.parse(r.body) as unknown) : undefined)),
      tokens: (prefix) =>
        rows(prefix).map((r) => (JSON.parse(r.headers) as Record<string, string>)['x-csrf-token']),
      fault: (route, fault, times = 1) => void server.fixture.faults.arm(fault, { route: route.name }, times),
      setLayout: (layout) => document(PlatformDocKey.SITE_LAYOUT, layout === null ? null : { layout }),
      setRecordingId: (id) => document(SESSION_RECORDING_DOC, id),
      takeSlug: (urlId) =>
        void server.db
          .prepare("INSERT INTO store_collections VALUES (?, 'site-1', ?, 't', 't', '', 0)")
          .run(`taken-${urlId}`, urlId),
      close: () => server.close(),
      fixture: server,
    };
  }
  // Unless told otherwise, "done" is `200 {"success":true}`, which is not what ours answers.
  const second = await startSecondPlatform({ ...options, spelling: options.spelling ?? 'success flag' });
  const crumb = second.issueCrumb();
  jar.cookies.set('crumb', crumb);
  const under = (prefix: string) => second.received.filter((r) => r.path.startsWith(prefix));
  return {
    kind,
    base: second.base,
    jar,
    client: clientFor(second.base),
    crumb,
    member: SECOND_MEMBER,
    recordingId: second.state.recordingId,
    calls: (prefix) =>
      under(prefix).map(
        (r) => `${r.method} ${r.path}${r.query.size > 0 ? `?${r.query}` : ''} ${_status(r.status)}`,
      ),
    bodies: (path) => second.received.filter((r) => r.path === path && r.method !== 'GET').map((r) => r.body),
    tokens: (prefix) => under(prefix).map((r) => r.headers['x-csrf-token'] as string | undefined),
    fault: (route, fault, times) => second.fault(`${route.method} ${route.path}`, fault, times),
    setLayout: (layout) => void (second.state.layout = layout ?? []),
    setRecordingId: (id) => void (second.state.recordingId = id),
    takeSlug: (urlId) => void second.state.collections.set(`taken-${urlId}`, urlId),
    close: () => second.close(),
    second,
  };
}
