import { expect, test } from './fixtures.ts';

test('a cart change in one tab reaches the pill of another tab within a second', async ({
  context,
  site,
}) => {
  const shop = await context.newPage();
  const product = await context.newPage();
  await shop.goto(`${site.url}/`);
  await product.goto(`${site.url}/shop/ceramic-mug`);
  const otherPill = shop.locator('header [data-vitrine="cart-pill"]');
  // The shop tab has hydrated its pill (hidden: no cart yet) before the other tab adds.
  await expect(otherPill).toHaveAttribute('hidden', '');
  const button = product.locator('.sqs-add-to-cart-button');
  await expect(button).toHaveClass(/vitrine-add-to-cart/);

  await button.click();
  await expect(product.locator('header [data-vitrine="cart-pill"] a')).toHaveText('1 item $18.50');
  const addedAt = Date.now();
  await expect(otherPill.locator('a')).toHaveText('1 item $18.50', { timeout: 1000 });
  expect(Date.now() - addedAt).toBeLessThan(1000);
  // The shop tab did not ask the server: the other tab told it.
  const reads = (await site.received()).filter((r) => r.method === 'GET' && r.path === '/api/commerce/cart');
  expect(reads).toEqual([]);
});
