// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './startServer.ts';

// The crumbs and carts tables are capped (here at 20 rows) so a server left running stays small,
// but a cap must not let one client push out another's rows: past it, the oldest rows of the
// client holding the most go. The visitor calls from 127.0.0.1, the flood comes from 127.0.0.2
// (another address of the loopback network), on real HTTP.
const KEEP = 20;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ keepRows: KEEP });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  setCookies: string[];
  body: string;
}

/** One HTTP call from `from` (a local address of this machine). */
function call(
  from: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.base}${path}`,
      { method, headers, localAddress: from, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const cookieValue = (answer: Answer, name: string) =>
  answer.setCookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

function add(from: string, crumb: string, cart?: string) {
  return call(
    from,
    'POST',
    '/api/commerce/cart/entries',
    {
      'Content-Type': 'application/json',
      'X-CSRF-Token': crumb,
      Cookie: `crumb=${crumb}${cart ? `; ss_cart=${cart}` : ''}`,
    },
    JSON.stringify({ itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 }),
  );
}

const count = (table: string) =>
  (server.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('per-client caps on crumbs and carts', () => {
  it('a flood of carts and crumbs from one client leaves another visitor’s crumb and cart working', async () => {
    const VISITOR = '127.0.0.1';
    const FLOOD = '127.0.0.2';
    // The visitor: a crumb from a page visit, a cart with one mug.
    const page = await call(VISITOR, 'GET', '/');
    const crumb = cookieValue(page, 'crumb')!;
    const first = await add(VISITOR, crumb);
    expect(first.status).toBe(200);
    const cart = cookieValue(first, 'ss_cart')!;

    // The flood: more carts than the table keeps (each add without a cart makes one), then more
    // crumbs than it keeps.
    const floodCrumb = cookieValue(await call(FLOOD, 'GET', '/api/commerce/crumb'), 'crumb')!;
    const floodCarts: string[] = [];
    for (let i = 0; i < KEEP + 5; i += 1) {
      const answer = await add(FLOOD, floodCrumb);
      expect(answer.status).toBe(200);
      floodCarts.push(cookieValue(answer, 'ss_cart')!);
    }
    const floodCrumbs: string[] = [];
    for (let i = 0; i < KEEP + 5; i += 1) {
      floodCrumbs.push(JSON.parse((await call(FLOOD, 'GET', '/api/commerce/crumb')).body).crumb as string);
    }

    // The caps hold: memory stays bounded, and the flood lost its own oldest rows.
    expect(count('carts')).toBe(KEEP);
    expect(count('crumbs')).toBeLessThanOrEqual(KEEP);
    const floodFirstCart = await call(FLOOD, 'GET', '/api/commerce/cart', {
      Cookie: `ss_cart=${floodCarts[0]}`,
    });
    expect(JSON.parse(floodFirstCart.body).totalQuantity).toBe(0);
    expect((await add(FLOOD, floodCrumbs[0]!)).status).toBe(401);

    // The visitor's cart still holds its mug, and their crumb still adds to it.
    const read = await call(VISITOR, 'GET', '/api/commerce/cart', { Cookie: `ss_cart=${cart}` });
    expect(JSON.parse(read.body).totalQuantity).toBe(1);
    const second = await add(VISITOR, crumb, cart);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body).shoppingCart.totalQuantity).toBe(2);
  });

  it('one client alone keeps its newest rows, as before', async () => {
    const SOLO = '127.0.0.3';
    const crumbs: string[] = [];
    for (let i = 0; i < KEEP + 3; i += 1) {
      crumbs.push(JSON.parse((await call(SOLO, 'GET', '/api/commerce/crumb')).body).crumb as string);
    }
    expect((await add(SOLO, crumbs.at(-1)!)).status).toBe(200);
    expect((await add(SOLO, crumbs[0]!)).status).toBe(401);
  });
});
