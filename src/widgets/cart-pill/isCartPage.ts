import { PageType } from '../../enums/pageType.ts';

/**
 * The pill is not mounted on the cart page: /cart, a page whose type (data-page-type on
 * the loader tag) is a cart page, or any page with a full-page cart root (spec).
 */
export function isCartPage(
  config: Readonly<Record<string, string | undefined>>,
  doc: Document = document,
): boolean {
  const pageType = Number(config.pageType);
  return (
    /^\/cart\/?$/.test(doc.location?.pathname ?? '') ||
    pageType === PageType.SHOW_CART ||
    pageType === PageType.CART_V2 ||
    doc.querySelector('#sqs-cart-root, [data-vitrine="cart"]') !== null
  );
}
