/** Numeric product types (storefront spec, section 3). */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Product types by the names the template engine reads (engine spec, section 3). */
export const ProductTypeName = {
  PHYSICAL: 'physical',
  DIGITAL: 'digital',
  SERVICE: 'service',
  GIFT_CARD: 'gift-card',
} as const;

export type ProductTypeName = (typeof ProductTypeName)[keyof typeof ProductTypeName];

/**
 * The engine's names are the same four kinds as codes 1 to 4 (paywall has no engine name),
 * so product data in either form can be compared.
 */
export const PRODUCT_TYPE_BY_NAME: Readonly<Record<ProductTypeName, ProductType>> = {
  physical: ProductType.PHYSICAL,
  digital: ProductType.DIGITAL,
  service: ProductType.SERVICE,
  'gift-card': ProductType.GIFT_CARD,
};
