import { PageType } from '../../enums/pageType.ts';

/**
 * The pill is not mounted on the cart page: /cart, a page whose type (data-page-type on
 * the loader tag) is a cart page, or any page with a full-page cart root (spec).
 */
export function isCartPage(pageType: number | undefined, doc: Document = document): boolean {
  return (
    /^\/cart\/?$/.test(doc.location?.pathname ?? '') ||
    pageType === PageType.SHOW_CART ||
    pageType === PageType.CART_V2 ||
    doc.querySelector('#sqs-cart-root, [data-vitrine="cart"]') !== null
  );
}
