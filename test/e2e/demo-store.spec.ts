import { addToCart, expect, test } from './fixtures.ts';

// The demo store's pages come from our engine: the markup the widgets hydrate is the commerce
// formatters' own, over products and carts read from SQLite.
test.describe('demo store rendered by the engine', () => {
  test('the shop lists every product with its price, sale and sold-out marks', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await expect(page).toHaveTitle('Shop · Vitrine demo store');
    const cards = page.locator('.products .product');
    await expect(cards).toHaveCount(7);
    await expect(cards.filter({ hasText: 'Ceramic Mug' }).locator('.product-price')).toHaveText('18.50');
    const tote = cards.filter({ hasText: 'Canvas Tote' });
    await expect(tote.locator('.product-mark')).toHaveText('sale');
    await expect(tote.locator('.original-price')).toHaveText('30.00');
    await expect(cards.filter({ hasText: 'Wool Scarf' }).locator('.product-mark')).toHaveText('sold out');
    await expect(
      cards.filter({ hasText: 'Coffee Subscription' }).locator('.sqs-add-to-cart-button'),
    ).toHaveAttribute('data-is-subscription', 'true');
  });

  test('a product page carries the variant picker, quantity input, button and restock form', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/shop/linen-shirt`);
    await expect(page.locator('h1')).toHaveText('Linen Shirt');
    await expect(page.locator('select[data-variant-option-name="Size"] option')).toHaveText([
      'Select Size',
      'Small',
      'Medium',
      'Large',
    ]);
    await expect(page.locator('.product-quantity-input input')).toHaveAttribute('max', '9999');
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveAttribute('data-item-id', 'linen-shirt');

    await page.goto(`${site.url}/shop/wool-scarf`);
    await expect(page.locator('.product-restock-notification')).toHaveCount(2);
    expect(await page.goto(`${site.url}/shop/no-such-thing`).then((r) => r?.status())).toBe(404);
  });

  test('the cart page lists what SQLite holds for this visitor', async ({ page, site }) => {
    await addToCart(page.request, site.url, { itemId: 'canvas-tote', sku: 'TOTE', quantity: 2 });
    await page.goto(`${site.url}/cart`);
    await expect(page.locator('.cart-row')).toHaveText(['Canvas Tote × 2']);
  });

  test('a visitor fills a cart from a product page and the pill follows', async ({ page, site }) => {
    await page.goto(`${site.url}/shop/linen-shirt`);
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
    await page.locator('.product-quantity-input input').fill('2');
    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.locator('[data-vitrine="cart-pill"] a')).toHaveText('2 items $90.00');
    // Only 3 Medium in stock: the server refuses a third and a fourth.
    await page.locator('.sqs-add-to-cart-button').click();
    await expect(page.locator('.demo-status')).toHaveText(
      'Sorry, we do not have enough of that item available.',
    );
    const posts = (await site.received()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(r.body!))).toEqual([
      { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 },
      { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 },
    ]);
  });
});

test('vitrine/engine renders in the browser under a CSP without unsafe-eval', async ({ page, site }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.goto(`${site.url}/embed/engine`);
  await expect(page.locator('#rendered h2')).toHaveText('Canvas Tote');
  await expect(page.locator('#rendered .product-price .original-price')).toHaveText('30.00');
  await expect(page.locator('#errors li')).toHaveText(["1:60 parser: Formatter 'bogus' is unknown"]);
  await page.locator('#template').fill('{item.title|html} / {item|json}');
  await expect(page.locator('#rendered')).toContainText('Canvas Tote / {"title":"Canvas Tote"');
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
