import { type CatalogProduct, demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { engineItem } from '../../../fixtures/server/site/engineItem.ts';
import { render } from '../../../src/engine/index.ts';

/**
 * A product's markup as the demo store's templates write it, rendered by our engine's commerce
 * formatters: what the widgets hydrate on a real page.
 */
const PRODUCT_PAGE = `<article class="product-detail" data-item-id="{item.id}">
<h1>{item.title|html}</h1>
{.section item}{@|product-status}{@|product-price}{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}{.end}
</article>`;

const GRID_CARD = `<li class="product" data-item-id="{item.id}"><h2>{item.title|html}</h2>
{.section item}{@|product-status}{@|product-price}{@|add-to-cart-btn}{.end}</li>`;

export function productById(id: string): CatalogProduct {
  const product = demoCatalog.find((p) => p.id === id);
  if (!product) throw new Error(`no demo product ${id}`);
  return product;
}

function _render(template: string, product: CatalogProduct | object): string {
  const item = 'variants' in product && 'slug' in product ? engineItem(product as CatalogProduct) : product;
  const { output, errors } = render(template, { item, website: { useCLDRMoneyFormat: true } });
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  return output;
}

/** A product page's markup for a demo product (by id) or raw engine item JSON. */
export function productPage(product: string | object): string {
  return _render(PRODUCT_PAGE, typeof product === 'string' ? productById(product) : product);
}

/** A listing grid of demo products. */
export function productGrid(...ids: string[]): string {
  return `<ul class="products">${ids.map((id) => _render(GRID_CARD, productById(id))).join('')}</ul>`;
}
