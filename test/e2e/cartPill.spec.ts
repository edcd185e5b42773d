import { addToCart, expect, test } from './fixtures.ts';
import { chunkRan, pathsOf, requestsOf, sentUpToNow } from './settled.ts';

const pill = '[data-vitrine="cart-pill"]';

test.describe('cart pill', () => {
  test('shows the count and subtotal of a cart created through the API, linking to /cart', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 2 });
    await addToCart(page.request, site.url, { itemId: 'linen-shirt', sku: 'SHIRT-S', quantity: 1 });

    await page.reload();
    const link = page.locator(`${pill} a`);
    await expect(link).toHaveText('3 items $82.00');
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(page.locator(pill)).toBeVisible();

    const cartReads = (await site.received()).filter(
      (r) => r.method === 'GET' && r.path === '/api/commerce/cart',
    );
    expect(cartReads.length).toBeGreaterThanOrEqual(1);
  });

  test('reads "1 item" in the singular', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'field-guide-ebook', sku: 'EBOOK', quantity: 1 });
    await page.reload();
    await expect(page.locator(`${pill} a`)).toHaveText('1 item $9.99');
  });

  test('fetches nothing for a visitor with no cart cookie, and stays hidden', async ({ page, site }) => {
    const sent = requestsOf(page);
    await page.goto(`${site.url}/`);
    // The pill hydrated (it marks its empty marker hidden) without asking for a cart.
    await expect(page.locator(`${pill}[hidden]`)).toHaveCount(1);
    const apiCalls = pathsOf(await sentUpToNow(page, sent, { hide: false })).filter((p) =>
      p.startsWith('/api/'),
    );
    expect(apiCalls).toEqual([]);
    expect((await site.received()).filter((r) => r.path.startsWith('/api/'))).toEqual([]);
  });

  test('updates when another widget announces a new cart', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await expect(page.locator(`${pill}[hidden]`)).toHaveCount(1);
    const mug = page.locator('.product[data-item-id="ceramic-mug"] .sqs-add-to-cart-button');
    await expect(mug).toHaveClass(/vitrine-add-to-cart/);
    await mug.click();
    await expect(page.locator(`${pill} a`)).toHaveText('1 item $18.50');
    // The button ignores clicks while it says 'Added!' (spec): wait for its label to come back.
    await expect(mug).toHaveText('Add To Cart');
    await mug.click();
    await expect(page.locator(`${pill} a`)).toHaveText('2 items $37.00');
  });

  test('hydrates a marker added after load and unmounts one that is removed', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
    await page.reload();
    await expect(page.locator(`${pill} a`)).toHaveText('1 item $18.50');

    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.setAttribute('data-vitrine', 'cart-pill');
      document.querySelector('main')!.append(late);
    });
    await expect(page.locator('#late a')).toHaveText('1 item $18.50');

    await page.evaluate(() => {
      const late = document.getElementById('late')!;
      (window as unknown as { _late: Element })._late = late;
      late.remove();
    });
    // Unmounted: Preact's tree is gone from the detached element.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { _late: Element })._late.childElementCount))
      .toBe(0);
  });

  test('is not mounted on the cart page', async ({ page, site }) => {
    await page.goto(`${site.url}/`);
    await addToCart(page.request, site.url, { itemId: 'ceramic-mug', sku: 'MUG', quantity: 1 });
    await page.goto(`${site.url}/cart`);
    // Its chunk ran, and with it the loader's mount, which declined.
    await chunkRan(page, 'cart-pill');
    await expect(page.locator(pill)).toBeEmpty();
    await expect(page.locator(`${pill}[hidden]`)).toHaveCount(0);
  });
});
