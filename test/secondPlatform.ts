import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A second stand-in of the platform's API, written from the specs alone (no SQLite, nothing of
 * fixtures/server and nothing of our route table), so the client is never designed to one server.
 * Where the spec shows what an answer carries (a key, an xsrfToken, a layout, a created
 * collection's id, the cart's fields …) it answers that; where it shows none it answers in the
 * spelling a test chooses (`SPELLINGS`); optional routes of ours are missing (the form pre-check
 * answers 404). The paths the spec leaves open are ours (docs/integrators/routes.md), as the client has no
 * other way to know them. Pages on http://127.0.0.1:<any port> and http://localhost:<any port>
 * may call it with cookies (CORS with credentials); mutating calls need the crumb in X-CSRF-Token
 * (a page without one asks GET /api/commerce/crumb), except beacons and form submission.
 */

export interface Reply {
  status: number;
  type?: string;
  body?: string;
}

/** Legal ways to say "done" where the spec shows no success answer. */
export const SPELLINGS = {
  'no content': { status: 204 },
  'empty object': { status: 200, type: 'application/json', body: '{}' },
  'success flag': { status: 200, type: 'application/json', body: '{"success":true}' },
  'created with an id': { status: 201, type: 'application/json', body: '{"id":"made-1"}' },
  'plain text': { status: 200, type: 'text/plain; charset=utf-8', body: 'OK' },
  'html page': { status: 200, type: 'text/html; charset=utf-8', body: '<!doctype html><p>Done</p>' },
} as const satisfies Record<string, Reply>;
export type Spelling = keyof typeof SPELLINGS;
export const SPELLING_NAMES = Object.keys(SPELLINGS) as Spelling[];

/** What arrived, oldest first; `body` is the JSON sent, else its text. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  status: number;
}

/** A route's answer; undefined leaves it to the stand-in's own. `key` is 'METHOD /path/{param}'. */
export type Handler = (request: Received, params: Record<string, string>) => Reply | undefined;

export interface SecondPlatformOptions {
  /** how calls whose success answer the spec does not show are answered (default: 204) */
  spelling?: Spelling;
  /** the session-recording id as plain text (default) or as a JSON string */
  recordingIdAs?: 'text' | 'json';
  /** routes answered first by the test, by 'METHOD /path/{param}' */
  routes?: Record<string, Handler>;
}

export const SECOND_MEMBER = { email: 'member@second.example', password: 'second-secret' };

const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
});
const refusal = (status: number, message: string, extra: object = {}) => json(status, { message, ...extra });
const FAULTS = {
  '429': refusal(429, 'Slow down.'),
  '500': refusal(500, 'Something broke.'),
  crumb: refusal(401, 'Your crumb is stale.', { crumbFail: true }),
  garbage: { status: 200, type: 'application/json', body: '{"layout": <html>Bad Gateway' },
} satisfies Record<string, Reply>;
export type SecondFault = keyof typeof FAULTS;

/** Mutating calls that need no crumb: beacons and form submission (single-use key). */
const NO_CRUMB = /^\/api\/(form\/|census\/|events\/|v1\/clanker\/|1\/performance\/|record-javascript-errors)/;
const LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

export async function startSecondPlatform(options: SecondPlatformOptions = {}) {
  const done = () => SPELLINGS[options.spelling ?? 'no content'];
  const crumbs = new Set<string>();
  const keys = new Set<string>();
  const received: Received[] = [];
  const pending = new Map<string, Reply[]>();
  let made = 0;
  /** What the site has; a test may change it before the calls. */
  const state = {
    headerFooter: { header: '', footer: '' },
    languages: ['en-US'],
    connected: true,
    preferences: {} as Record<string, object>,
    layout: [
      {
        identifier: 'mainNav',
        links: [{ collectionId: 'home', children: [], externalLink: null, memberAreaId: null }],
      },
    ] as unknown[],
    recordingId: 'o-SECOND-eu1',
    /** the visitor's cart: the spec's fields, without our optional currencyCode */
    cart: {
      id: 'cart-2',
      entries: [] as Array<{ itemId: string; quantity: number; purchasePriceCents: number } & object>,
      subtotalCents: 0,
      totalQuantity: 0,
    },
    /** what the shop sells, by item id: its title and unit price in cents (the store's currency) */
    products: {
      'ceramic-mug': { title: 'Ceramic Mug', cents: 1850 },
      'canvas-tote': { title: 'Canvas Tote', cents: 2400, options: { Colour: ['Natural', 'Black'] } },
    } as Record<string, { title: string; cents: number; options?: Record<string, string[]> }>,
    collections: new Map<string, string>(),
    places: [
      {
        placeId: 'place-dublin-grafton',
        description: '1 Grafton Street, Dublin 2, D02 Y006, Ireland',
        country: 'IE',
      },
      {
        placeId: 'place-tokyo-ginza',
        description: '4-6-16 Ginza, Chuo City, Tokyo 104-0061, Japan',
        country: 'JP',
      },
    ],
  };
  /** The cart's totals and each line's subTotal, after a change. */
  const totals = () => {
    const cart = state.cart;
    for (const e of cart.entries) (e as { subTotal?: number }).subTotal = e.quantity * e.purchasePriceCents;
    cart.totalQuantity = cart.entries.reduce((n, e) => n + e.quantity, 0);
    cart.subtotalCents = cart.entries.reduce((n, e) => n + e.quantity * e.purchasePriceCents, 0);
  };
  /** A product's variants: one per value of its one option (SKU `<item>-<value>`), else one without a SKU. */
  const variantsOf = (itemId: string) => {
    const product = state.products[itemId]!;
    const priceMoney = { decimalValue: (product.cents / 100).toFixed(2), currencyCode: 'USD' };
    const [name, values] = Object.entries(product.options ?? {})[0] ?? [];
    return name
      ? values!.map((value) => ({
          sku: `${itemId}-${value}`,
          attributes: { [name]: value },
          priceMoney,
          unlimited: true,
        }))
      : [{ sku: '', attributes: {} as Record<string, string>, priceMoney, unlimited: true }];
  };
  const issue = () => {
    const value = randomBytes(16).toString('hex');
    crumbs.add(value);
    return value;
  };

  // The stand-in's own answers, by 'METHOD /path/{param}'.
  const table: Record<string, Handler> = {
    'GET /api/commerce/crumb': () => ({ status: 204 }),
    // the cart's fields (storefront spec §3), without our optional currencyCode
    'GET /api/commerce/cart': () => json(200, state.cart),
    // storefront spec §7: shoppingCart and newlyAdded (the item for analytics is left out)
    'POST /api/commerce/cart/entries': ({ body }) => {
      const { itemId, sku, quantity } = (body ?? {}) as { itemId?: string; sku?: string; quantity?: number };
      const product = itemId ? state.products[itemId] : undefined;
      if (!product || !Number.isInteger(quantity) || quantity! < 1) return refusal(400, 'No such item.');
      const newlyAdded = {
        id: `entry-${++made}`,
        itemId: itemId!,
        quantity: quantity!,
        chosenVariant: {
          sku: sku ?? '',
          attributes: variantsOf(itemId!).find((v) => v.sku === sku)?.attributes ?? {},
        },
        title: product.title,
        subTotal: product.cents * quantity!,
        purchasePriceCents: product.cents,
      };
      state.cart.entries.push(newlyAdded);
      totals();
      return json(200, { shoppingCart: state.cart, newlyAdded });
    },
    // Our path for a product (the quick view's data): this stand-in answers it wrapped as {item},
    // with the other money spelling, no pictures and no option ordering.
    'GET /api/commerce/products/{itemId}': (_, p) => {
      const product = state.products[p.itemId!];
      if (!product) return refusal(404, 'No such product.');
      return json(200, {
        item: {
          id: p.itemId,
          title: product.title,
          structuredContent: { productType: 1, variants: variantsOf(p.itemId!) },
        },
      });
    },
    // Our paths for an entry's quantity and its removal (the spec shows neither path nor answer):
    // this stand-in answers 204 with no body, so the client reads the cart again.
    'PUT /api/commerce/cart/entries/{entryId}/quantity': ({ body }, p) => {
      const quantity = (body as { quantity?: unknown } | undefined)?.quantity;
      const at = state.cart.entries.findIndex((e) => (e as { id?: string }).id === p.entryId);
      if (at < 0) return refusal(404, 'No such entry.');
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
        return refusal(400, 'Quantity must be a whole number.');
      }
      if (quantity === 0) state.cart.entries.splice(at, 1);
      else state.cart.entries[at]!.quantity = quantity;
      return (totals(), { status: 204 });
    },
    'DELETE /api/commerce/cart/entries/{entryId}': (_, p) => {
      const at = state.cart.entries.findIndex((e) => (e as { id?: string }).id === p.entryId);
      if (at < 0) return refusal(404, 'No such entry.');
      state.cart.entries.splice(at, 1);
      return (totals(), { status: 204 });
    },
    'POST /api/form/FormSubmissionKey': () => {
      const key = randomBytes(8).toString('hex');
      keys.add(key);
      return json(200, { key });
    },
    'POST /api/form/SaveFormSubmission': ({ body }) => {
      const { key, form } = (body ?? {}) as { key?: string; form?: unknown };
      if (!key || !keys.delete(key)) return refusal(401, 'Unknown key.');
      return typeof form === 'string' ? done() : refusal(400, 'No form.');
    },
    'POST /api/site-users/account/notifications/restock': ({ body }) =>
      (body as { siteVisitorEmail?: string })?.siteVisitorEmail
        ? done()
        : refusal(400, 'Email cannot be blank'),
    'POST /api/site-users/account/notifications/restock/send': done,
    'POST /api/site-users/account/notifications/restock/send/all': done,
    'POST /api/site-users/account/session': ({ body }) => {
      const { email, password } = (body ?? {}) as Record<string, unknown>;
      if (!email) return refusal(400, 'The email is required.');
      if (email !== SECOND_MEMBER.email || password !== SECOND_MEMBER.password) {
        return refusal(401, 'Wrong email or password.');
      }
      return json(200, { xsrfToken: issue() });
    },
    'DELETE /api/site-users/account/session': done,
    'POST /api/site-users/account/locale': done,
    'GET /api/site-header-footer': () => json(200, state.headerFooter),
    'PUT /api/site-header-footer': ({ body }) => (
      (state.headerFooter = body as typeof state.headerFooter),
      done()
    ),
    'GET /api/multilingual/settings': () =>
      json(200, { defaultLanguage: 'en-US', languages: state.languages }),
    'GET /api/multilingual/status': () => json(200, { connected: state.connected }),
    'GET /api/multilingual/languages': () => json(200, { languages: state.languages }),
    'PUT /api/multilingual/languages': ({ body }) => {
      const languages = (body as { languages?: unknown })?.languages;
      if (!Array.isArray(languages) || !languages.every((l) => typeof l === 'string' && l)) {
        return refusal(400, 'languages must be language tags.');
      }
      return ((state.languages = languages as string[]), done());
    },
    'DELETE /api/multilingual/connection': () => ((state.connected = false), done()),
    'GET /api/commondata/GetSiteLayout': () => json(200, { layout: state.layout }),
    'POST /api/widget/UpdateNavigation': done,
    'POST /api/content-service/product/1.1/websites/{websiteId}/products': ({ body }) => {
      const { urlId } = body as { urlId: string };
      if ([...state.collections.values()].includes(urlId))
        return refusal(409, 'URL in use.', { code: 'url-taken' });
      const id = `collection-${++made}`;
      state.collections.set(id, urlId);
      return json(201, { id });
    },
    'POST /api/content-service/product/1.1/websites/{websiteId}/products/{collectionId}/categories': (
      _,
      p,
    ) => (state.collections.has(p.collectionId!) ? done() : refusal(404, 'No such collection.')),
    'GET /api/v1/commerce-preferences/{namespace}': (_, p) =>
      json(200, { websiteId: 'site-2', ...state.preferences[p.namespace!] }),
    'PUT /api/v1/commerce-preferences/{namespace}': ({ body }, p) => (
      (state.preferences[p.namespace!] = body as object),
      done()
    ),
    'GET /api/commerce/fullstory/getId': () =>
      options.recordingIdAs === 'json'
        ? json(200, state.recordingId)
        : { status: 200, type: 'text/plain', body: `${state.recordingId}\n` },
    'GET /api/google-maps/places/autocomplete': ({ query }) =>
      json(200, {
        predictions: state.places
          .filter((p) => p.description.toLowerCase().includes(query.get('input')!.trim().toLowerCase()))
          .map(({ placeId, description }) => ({ placeId, description })),
      }),
    'GET /api/google-maps/places/details': ({ query }) => {
      const found = state.places.find((p) => p.placeId === query.get('placeId'));
      if (!found) return refusal(404, 'No such place.');
      const { placeId, description, country } = found;
      const name = description.split(',')[0]!;
      const location = { lat: 0, lng: 0 };
      return json(200, { place: { placeId, name, formattedAddress: description, country, location } });
    },
  };
  const patterns = Object.keys({ ...table, ...options.routes }).map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'));
    return { key, method, names, regex: new RegExp(`^${source}$`) };
  });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const origin = req.headers.origin;
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (origin && LOCAL.test(origin)) {
      Object.assign(headers, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a beacon's form-encoded or plain text body stays text
    }
    const at = patterns.filter((p) => p.regex.test(url.pathname));
    const found = at.find((p) => p.method === req.method);
    const request: Received = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      status: 0,
    };
    let reply: Reply;
    if (req.method === 'OPTIONS') {
      // Preflights are answered for any path, as CORS in front of a router does: a missing
      // route is then a 404 the page can read, not a blocked request.
      Object.assign(headers, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Content-Type, X-CSRF-Token',
      });
      reply = { status: 204 };
    } else if (!found) {
      if (at.length > 0) headers.Allow = at.map((p) => p.method).join(', ');
      reply =
        at.length > 0 ? refusal(405, 'Method not allowed.') : refusal(404, `No route at ${url.pathname}.`);
    } else {
      const params = Object.fromEntries(
        found.names.map((n, i) => [n, decodeURIComponent(url.pathname.match(found.regex)![i + 1]!)]),
      );
      const crumb = req.headers['x-csrf-token'];
      const needsCrumb = req.method !== 'GET' && !NO_CRUMB.test(url.pathname);
      const next = pending.get(found.key)?.shift();
      if (next) reply = next;
      else if (needsCrumb && !(typeof crumb === 'string' && crumbs.has(crumb))) reply = FAULTS.crumb;
      else
        reply =
          options.routes?.[found.key]?.(request, params) ??
          table[found.key]?.(request, params) ??
          refusal(404, 'Not here.');
      if (found.key === 'GET /api/commerce/crumb' && reply.status < 300) {
        headers['Set-Cookie'] = `crumb=${issue()}; Path=/; SameSite=Lax`;
      }
    }
    request.status = reply.status;
    if (req.method !== 'OPTIONS') received.push(request);
    if (reply.type) headers['Content-Type'] = reply.type;
    res.writeHead(reply.status, headers).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    state,
    /** a crumb as a page of the site would hold it */
    issueCrumb: issue,
    /** the next `times` calls of route `key` ('METHOD /path/{param}') get this refusal */
    fault(key: string, fault: SecondFault, times = 1) {
      pending.set(key, [...(pending.get(key) ?? []), ...Array.from({ length: times }, () => FAULTS[fault])]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type SecondPlatform = Awaited<ReturnType<typeof startSecondPlatform>>;
