import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/ApiError.ts';
import {
  listRestockGroups,
  listRestockSignUps,
  sendAllRestock,
  sendRestock,
} from '../../../src/api/restockOwnerApi.ts';

/** The owner's client against answers a server gives: each call takes the next page. */
const calls: Array<{ url: URL; init: RequestInit }> = [];
function answers(...pages: unknown[]) {
  const queue = [...pages];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: new URL(String(url)), init });
      const next = queue.shift();
      return next === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(next));
    }),
  );
}

const group = (productId: string) => ({
  productId,
  variantId: '1',
  productTitle: productId,
  variantLabel: '',
  signUpCount: 1,
});

beforeEach(() => {
  calls.length = 0;
  Cookies.set('crumb', 'abc123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('crumb');
});

describe("the owner's restock client", () => {
  it('reads every page of the groups, passing each nextPageCursor on', async () => {
    answers(
      { signUpGroups: [group('a'), group('b')], hasNextPage: true, nextPageCursor: 'c1' },
      { signUpGroups: [group('c')], hasNextPage: false, nextPageCursor: null },
    );
    const groups = await listRestockGroups();
    expect(groups.map((g) => g.productId)).toEqual(['a', 'b', 'c']);
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/api/site-users/account/notifications/restock/groups',
      '/api/site-users/account/notifications/restock/groups?cursor=c1',
    ]);
  });

  it('stops with an error when the cursor does not advance, instead of looping', async () => {
    const stuck = { signUpGroups: [group('a')], hasNextPage: true, nextPageCursor: 'same' };
    answers(stuck, stuck, stuck, stuck);
    await expect(listRestockGroups()).rejects.toThrow('The restock groups list did not advance');
    expect(calls).toHaveLength(2);
    answers({ signUpGroups: [], hasNextPage: true, nextPageCursor: null });
    await expect(listRestockGroups()).rejects.toThrow('did not advance');
  });

  it('refuses a page that breaks the contract', async () => {
    answers({ groups: [] });
    await expect(listRestockGroups()).rejects.toBeInstanceOf(ApiError);
  });

  it("reads one variant's sign-ups with its ids and cursor", async () => {
    const page = {
      signUps: [
        {
          email: 'a@example.com',
          isJoinMailingList: true,
          language: null,
          signedUpAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      hasNextPage: false,
      nextPageCursor: null,
    };
    answers(page);
    expect(await listRestockSignUps('field-jacket', '11', 'c2')).toEqual(page);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      productId: 'field-jacket',
      variantId: '11',
      cursor: 'c2',
    });
  });

  it('sends one variant, or several, as JSON with the crumb', async () => {
    answers();
    await sendRestock('wool-scarf', '2');
    await sendAllRestock([{ productId: 'wool-scarf', variantId: '2' }]);
    expect(calls.map((c) => [c.url.pathname, c.init.body])).toEqual([
      ['/api/site-users/account/notifications/restock/send', '{"productId":"wool-scarf","variantId":"2"}'],
      [
        '/api/site-users/account/notifications/restock/send/all',
        '{"sendRequests":[{"productId":"wool-scarf","variantId":"2"}]}',
      ],
    ]);
    expect(new Headers(calls[0]!.init.headers).get('X-CSRF-Token')).toBe('abc123');
  });
});
