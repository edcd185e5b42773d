import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineItem, merchandisingContext } from '../../../fixtures/server/site/engineItem.ts';
import { render } from '../../../src/engine/index.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import { productById } from '../harness/productMarkup.ts';
import { leavePage, type StorefrontServer, startStorefront } from '../harness/storefrontServers.ts';

/**
 * A site's own words (`<script type="application/json" data-vitrine-messages>`) reach every
 * widget, not only those that read the cart: on a page with nothing but a restock form, its
 * success message is the site's.
 */

vi.setConfig({ testTimeout: 30_000 });

let server: StorefrontServer | undefined;
afterEach(async () => {
  await teardownLoader();
  leavePage();
  await server?.close();
  server = undefined;
});

describe("the page's messages", () => {
  it("a page with only a restock form shows the site's words for its success", async () => {
    server = await startStorefront('fixture server');
    const scarf = productById('wool-scarf');
    const { output } = render('{.section item}{@|product-restock-notification}{.end}', {
      item: engineItem(scarf),
      productMerchandisingContext: merchandisingContext([scarf]),
    });
    await bootLoader({
      html: `${output}<script type="application/json" data-vitrine-messages="en">{"restock.signedUp": "You are on the list."}</script>`,
      config: { 'api-base': server.base },
    });
    await settle();
    const block = () => document.querySelector<HTMLElement>('.product-restock-notification:not([hidden])')!;
    await vi.waitFor(
      () => expect(block().querySelector('input[name="email"]')!.getAttribute('type')).toBe('email'),
      {
        timeout: 8000,
      },
    );
    block().querySelector<HTMLInputElement>('input[name="email"]')!.value = 'words@example.com';
    block().querySelector<HTMLInputElement>('input[type="submit"]')!.click();
    await vi.waitFor(
      () =>
        expect(block().querySelector('.product-restock-success')?.textContent).toBe('You are on the list.'),
      { timeout: 8000 },
    );
  });
});
