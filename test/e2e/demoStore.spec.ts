import { addToCart, collectPageErrors, expect, test } from './fixtures.ts';
import { drawn, requestsOf, sentUpToNow } from './settled.ts';

const pill = '[data-vitrine="cart-pill"] a';

// The demo store's pages come from our engine: the markup the widgets hydrate is the commerce
// formatters' own, over products and carts read from SQLite.
test.describe('demo store rendered by the engine', () => {
  test('the shop lists every product with its picture, a price in dollars and its marks', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/`);
    await expect(page).toHaveTitle('Shop · Vitrine demo store');
    const cards = page.locator('.products .product');
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ hasText: 'Ceramic Mug' }).locator('.product-price')).toHaveText('$18.50');
    await expect(cards.filter({ hasText: 'Linen Shirt' }).locator('.product-price')).toHaveText(
      'from $45.00',
    );
    await expect(cards.filter({ hasText: 'Coffee Subscription' }).locator('.product-price')).toHaveText(
      '$16.00 every month',
    );
    const tote = cards.filter({ hasText: 'Canvas Tote' });
    await expect(tote.locator('.product-mark')).toHaveText('sale');
    await expect(tote.locator('.original-price')).toHaveText('$30.00');
    // The merchant's own sold-out words beat the site's 'sold out'.
    await expect(cards.filter({ hasText: 'Wool Scarf' }).locator('.product-mark')).toHaveText(
      'Back in winter',
    );
    await expect(cards.filter({ hasText: 'Oak Reading Chair' }).locator('.product-price')).toHaveText(
      '$2,400.00',
    );
    await expect(cards.filter({ hasText: 'Waxed Field Jacket' }).locator('.product-mark')).toHaveText('sale');
    await expect(
      cards.filter({ hasText: 'Coffee Subscription' }).locator('.sqs-add-to-cart-button'),
    ).toHaveAttribute('data-is-subscription', 'true');

    // Every price carries its currency sign; every card shows its picture with a description.
    for (const price of await page.locator('.product-price').allTextContents()) {
      expect(price.trim()).toMatch(/\$\d/);
    }
    for (const image of await page.locator('.product img').all()) {
      await expect(image).toHaveAttribute('alt', /\w{3,}/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('screen-reader text in the price stays in the page but out of sight', async ({ page, site }) => {
    await page.goto(`${site.url}/shop/canvas-tote`);
    const hidden = page.locator('.product-price .visually-hidden');
    await expect(hidden).toHaveText(['Sale Price:', 'Original Price:']);
    for (const box of await Promise.all((await hidden.all()).map((h) => h.boundingBox()))) {
      expect(box!.width * box!.height).toBeLessThanOrEqual(1);
    }
    // What a screen reader reads for the price block still includes the words.
    const spoken = await page
      .locator('.product-price')
      .evaluate((el) => el.textContent?.replace(/\s+/g, ' ').trim());
    expect(spoken).toBe('Sale Price:$24.00 Original Price:$30.00');
  });

  test('a product page carries its picture, picker, quantity input and button', async ({ page, site }) => {
    await page.goto(`${site.url}/shop/linen-shirt`);
    await expect(page.locator('h1')).toHaveText('Linen Shirt');
    await expect(page.locator('.product-detail img')).toHaveAttribute('alt', /linen shirt/i);
    await expect(page.locator('.product-detail .product-price')).toHaveText('from $45.00');
    await expect(page.locator('select[data-variant-option-name="Size"] option')).toHaveText([
      'Select Size',
      'Small',
      'Medium',
      // The variant picker marks the sold-out size once it hydrates.
      /^Large( \(Sold out\))?$/,
    ]);
    await expect(page.locator('.product-quantity-input input')).toHaveAttribute('max', '9999');
    await expect(page.locator('.sqs-add-to-cart-button')).toHaveAttribute('data-item-id', 'linen-shirt');
    expect(await page.goto(`${site.url}/shop/no-such-thing`).then((r) => r?.status())).toBe(404);
  });

  test('the sold-out product offers no Add To Cart and one restock form', async ({ page, site }) => {
    await page.goto(`${site.url}/shop/wool-scarf`);
    await expect(page.locator('.product-detail .product-mark')).toHaveText('Back in winter');
    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveText('Sold Out');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Add To Cart')).toHaveCount(0);
    const forms = page.locator('.product-restock-notification');
    await expect(forms.filter({ visible: true })).toHaveCount(1);
    await expect(forms.filter({ visible: true }).getByPlaceholder('Your Email')).toBeVisible();

    // A keyboard user can still reach it (aria-disabled keeps it focusable); Enter adds nothing.
    const sent = requestsOf(page);
    await button.focus();
    await page.keyboard.press('Enter');
    // The press handled and drawn: an add would have begun, its request made, the text changed.
    await drawn(page);
    expect((await sentUpToNow(page, sent, { hide: false })).filter((r) => r.method() === 'POST')).toEqual([]);
    await expect(button).toHaveText('Sold Out');
    expect((await site.received()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  test('the cart page lists entries with quantity, price and subtotal, and leads to checkout', async ({
    page,
    site,
  }) => {
    await addToCart(page.request, site.url, { itemId: 'canvas-tote', sku: 'TOTE', quantity: 2 });
    await addToCart(page.request, site.url, { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 1 });
    await page.goto(`${site.url}/cart`);
    const rows = page.locator('.vitrine-cart__line');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('.vitrine-cart__title')).toHaveText('Canvas Tote');
    await expect(rows.nth(0).getByRole('spinbutton', { name: 'Quantity of Canvas Tote' })).toHaveValue('2');
    await expect(rows.nth(0).locator('.vitrine-cart__price')).toHaveText('$24.00 each');
    await expect(rows.nth(0).locator('.vitrine-cart__total')).toHaveText('$48.00');
    await expect(rows.nth(1).locator('.vitrine-cart__option')).toHaveText('Size: Medium');
    await expect(page.locator('.vitrine-cart__subtotal')).toHaveText('Subtotal $93.00');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`${site.url}/checkout`);
    await expect(page.locator('h1')).toHaveText('Checkout');
    await expect(page.locator('.notice')).toContainText('takes no payment');
    await expect(page.locator('.cart-row-title')).toHaveText(['Canvas Tote', 'Linen Shirt']);
    await expect(page.locator('.cart-total')).toHaveText('Total $93.00');
  });

  test('an empty cart says so and leads back to the shop', async ({ page, site }) => {
    await page.goto(`${site.url}/cart`);
    await expect(page.locator('.vitrine-cart__empty')).toHaveText('You have nothing in your shopping cart.');
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(`${site.url}/`);
  });

  test('a visitor fills a cart with the add-to-cart widget and the pill follows', async ({ page, site }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}/shop/linen-shirt`);
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
    await page.locator('.product-quantity-input input').fill('2');
    const button = page.locator('.sqs-add-to-cart-button');
    // The widget's, not the engine's bare button: a press before it hydrates has nothing to do.
    await expect(button).toHaveClass(/\bvitrine-add-to-cart\b/);
    await button.click();
    await expect(button).toHaveText('Adding…');
    await expect(button).toHaveText('Added!');
    await expect(page.locator(pill)).toHaveText('2 items $90.00');
    await expect(button).toHaveText('Add To Cart');

    // The crumb went in X-CSRF-Token (the server took it: 200); the inspector never shows its value.
    const posts = (await site.received()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.status, r.headers['x-csrf-token'], JSON.parse(r.body!)])).toEqual([
      [
        '/api/commerce/cart/entries',
        200,
        '[redacted]',
        { itemId: 'linen-shirt', sku: 'SHIRT-M', quantity: 2 },
      ],
    ]);

    // Only 3 Medium in stock and 2 in the cart: the widget refuses two more before asking.
    await button.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Unable to Add Item');
    await expect(alert).toContainText('Sorry, we do not have enough of that item available.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    expect((await site.received()).filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('Subscribe sets the subscription aside and lands on an honest subscription page', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/shop/coffee-subscription`);
    const subscribe = page.locator('.sqs-add-to-cart-button');
    await expect(subscribe).toHaveClass(/vitrine-add-to-cart/);
    await subscribe.click();
    await expect(page).toHaveURL(/\/checkout\/subscription\?cartToken=[0-9a-f]+$/);
    await expect(page.locator('h1')).toHaveText('Your subscription');
    await expect(page.locator('.notice')).toContainText('nothing will be charged');
    const posts = (await site.received()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, JSON.parse(r.body!)])).toEqual([
      [
        '/api/commerce/cart/subscription',
        // One variant and no picker: the server picks the variant and its plan.
        { itemId: 'coffee-subscription', qty: 1 },
      ],
    ]);
  });
});

test('vitrine/engine renders in the browser under a CSP without unsafe-eval', async ({ page, site }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  const pageErrors = collectPageErrors(page);
  await page.goto(`${site.url}/embed/engine`);
  await expect(page.locator('#rendered h2')).toHaveText('Canvas Tote');
  await expect(page.locator('#rendered .product-price .original-price')).toHaveText('$30.00');
  await expect(page.locator('#errors li')).toHaveText(["1:60 parser: Formatter 'bogus' is unknown"]);
  await page.locator('#template').fill('{item.title|html} / {item|json}');
  await expect(page.locator('#rendered')).toContainText('Canvas Tote / {"title":"Canvas Tote"');
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
