/** Where an add-to-cart happened, for the tracking event's product_page. */
export const ProductPageKind = {
  PLP: 'plp',
  PDP: 'pdp',
  ADD_ON: 'add-on',
  PRODUCT_BLOCK: 'product_block',
} as const;

export type ProductPageKind = (typeof ProductPageKind)[keyof typeof ProductPageKind];
