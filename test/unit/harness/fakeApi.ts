import { vi } from 'vitest';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown; raw?: string } | Error;
type Handler = (request: Received) => Answer | Promise<Answer>;

/**
 * fetch, answered by route like the fixture server would: each test says what the server
 * answers and reads back what it received (method, path, headers, body).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const received: Received[] = [];
  const fetch = vi.fn(async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: Received = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
    };
    received.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { message: 'no route' } };
    if (answer instanceof Error) throw answer;
    return new Response(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { received, fetch };
}

/** A cart as the fixture server answers it. */
export function cartOf(
  entries: Array<{ itemId: string; sku: string; quantity: number; title: string; cents: number }>,
) {
  return {
    id: 'cart-1',
    currencyCode: 'USD',
    entries: entries.map((e, i) => ({
      id: `entry-${i}`,
      itemId: e.itemId,
      quantity: e.quantity,
      chosenVariant: { sku: e.sku, attributes: {} },
      title: e.title,
      subTotal: e.cents * e.quantity,
      purchasePriceCents: e.cents,
    })),
    subtotalCents: entries.reduce((s, e) => s + e.cents * e.quantity, 0),
    totalQuantity: entries.reduce((s, e) => s + e.quantity, 0),
  };
}
