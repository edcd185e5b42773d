import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineItem, merchandisingContext } from '../../../fixtures/server/site/engineItem.ts';
import { render } from '../../../src/engine/index.ts';
import { SPELLING_NAMES, type Reply } from '../../secondPlatform.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { productById } from '../harness/productMarkup.ts';
import { leavePage, SERVERS, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/**
 * The restock form hydrated through the real loader on a page of another origin, signing up on
 * real HTTP: the fixture server (which answers 204) and the second stand-in
 * (test/secondPlatform.ts, which answers `200 {"success":true}` unless told otherwise).
 */

// Round trips on real HTTP, each awaited for up to 8 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The sold-out scarf's restock form as the engine writes it (no captcha key on this site). */
function scarfPage(): string {
  const scarf = productById('wool-scarf');
  const { output, errors } = render('{.section item}{@|product-restock-notification}{.end}', {
    item: engineItem(scarf),
    productMerchandisingContext: merchandisingContext([scarf]),
  });
  expect(errors).toEqual([]);
  return output;
}

const block = () => document.querySelector<HTMLElement>('.product-restock-notification:not([hidden])')!;
const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });

async function open(server: StorefrontServer) {
  await bootLoader({ html: scarfPage(), config: { 'api-base': server.base } });
  await settle();
  // hydrated: the engine's text field is now an email field
  await until(() => expect(block().querySelector('input[name="email"]')!.getAttribute('type')).toBe('email'));
}

async function signUp(email: string) {
  block().querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
  block().querySelector<HTMLInputElement>('input[type="submit"]')!.click();
}

let server: StorefrontServer | undefined;
beforeAll(async () => {
  // Transform the widget's code once, before any test's clock matters.
  await import('../../../src/widgets/restockForm/signUp.ts');
});
afterEach(async () => {
  await teardownLoader();
  leavePage();
  await server?.close();
  server = undefined;
});

describe('the restock form once hydrated', () => {
  it('is novalidate: the browser keeps no stale bubble over our message', async () => {
    server = await startStorefront(SERVERS[0]!);
    await open(server);
    expect(block().querySelector('form')!.noValidate).toBe(true);
  });
});

describe.each(SERVERS)('the restock form against the %s', (kind) => {
  it("signs the visitor up: 'Signed up!' replaces all but the call to action, and the server has the sign-up", async () => {
    server = await startStorefront(kind);
    await open(server);
    await signUp('winter@example.com');
    await until(() =>
      expect(block().querySelector('.product-restock-success')?.textContent).toBe('Signed up!'),
    );
    expect(document.activeElement).toBe(block().querySelector('.product-restock-success'));
    expect(block().querySelector('.product-restock-cta')).not.toBeNull();
    expect(block().querySelectorAll('form, label, .product-restock-error')).toHaveLength(0);

    // A page the platform did not serve: it asked for a crumb first, then sent it.
    expect(server.received('/api/commerce/crumb')).toHaveLength(1);
    const signUps = server.received('/api/site-users/account/notifications/restock');
    expect(signUps.map((r) => r.status)).toEqual([kind === 'fixture server' ? 204 : 200]);
    expect(signUps[0]!.body).toEqual({
      isJoinMailingList: false,
      productId: 'wool-scarf',
      variantId: '1',
      siteVisitorEmail: 'winter@example.com',
      recaptchaEnterpriseV3Token: '',
    });
  });
});

describe('Site settings hold a custom restock success text', () => {
  it("on success every element except the call-to-action is replaced by one success message (the custom success text, otherwise 'Signed up!')", async () => {
    server = await startStorefront(SERVERS[0]!);
    // The site's words for the success (docs/theme-authors/theming.md: data-vitrine-messages).
    const custom =
      '<script type="application/json" data-vitrine-messages="en">' +
      '{"restock.signedUp": "Thank you! We will write the day it is back."}</script>';
    await bootLoader({ html: scarfPage() + custom, config: { 'api-base': server.base } });
    await settle();
    await until(() =>
      expect(block().querySelector('input[name="email"]')!.getAttribute('type')).toBe('email'),
    );
    const cta = block().querySelector('.product-restock-cta')!.textContent;
    await signUp('custom@example.com');
    await until(() =>
      expect(block().querySelector('.product-restock-success')?.textContent).toBe(
        'Thank you! We will write the day it is back.',
      ),
    );
    // One success message, the call to action kept, nothing else.
    expect([...block().children].map((c) => c.className)).toEqual([
      'product-restock-cta',
      'product-restock-success',
    ]);
    expect(block().querySelector('.product-restock-cta')!.textContent).toBe(cta);
    expect(block().textContent).not.toContain('Signed up!');
  });
});

describe('the restock form against the second platform', () => {
  it.each(SPELLING_NAMES)("a sign-up answered as %s: 'Signed up!'", async (spelling) => {
    server = await startStorefront('second platform', { spelling });
    await open(server);
    await signUp('winter@example.com');
    await until(() =>
      expect(block().querySelector('.product-restock-success')?.textContent).toBe('Signed up!'),
    );
  });

  it.each<[string, Reply, string]>([
    [
      "the server's message",
      { status: 409, type: 'application/json', body: '{"message":"You are already on the list."}' },
      'You are already on the list.',
    ],
    [
      "the spec's words",
      { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' },
      'Unable to submit form. Please try again later.',
    ],
  ])('a refusal shows %s under the form, as text', async (_, reply, words) => {
    server = await startStorefront('second platform', {
      routes: { 'POST /api/site-users/account/notifications/restock': () => reply },
    });
    await open(server);
    await signUp('winter@example.com');
    await until(() => expect(block().querySelector('.product-restock-error')?.textContent).toBe(words));
    expect(block().querySelector('form')).not.toBeNull();
    expect(block().querySelector('.product-restock-success')).toBeNull();
  });
});
