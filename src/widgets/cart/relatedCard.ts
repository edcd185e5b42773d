import type { ProductViewItem } from '../../api/routes/products.ts';
import type { ScopeVariant } from '../../commerce/productScope.ts';
import { ProductType } from '../../enums/productType.ts';
import { isSafeUrl } from '../../runtime/patterns.ts';
import { productPrice } from '../quickView/productPrice.ts';

/** One product under "Customers also bought", as its card shows it. */
export interface RelatedCard {
  id: string;
  title: string;
  /** its product page (a safe URL only) */
  url?: string | undefined;
  image?: string | undefined;
  /** the price as shown: 'from {price}' when its variants differ */
  price: string;
  /**
   * Added by a press (click and add): one variant, in stock, no additional-fields form, not sold
   * by subscription only, not a gift card. Any other product needs a choice first: its card
   * offers its quick view (and its page) instead, never a button that cannot add.
   */
  quickAdd: boolean;
  collectionId?: string | undefined;
  productType?: number | undefined;
}

/**
 * A product as the related-products route answers it (a product as the engine reads it), as its
 * card shows it. The one rule for the cart widget and the page the fixture server renders, so
 * the two write the same card. `from` writes 'from {price}' in the page's words.
 */
export function relatedCard(
  item: ProductViewItem,
  locale: string,
  currency: string | undefined,
  from: (price: string) => string,
): RelatedCard {
  const content = item.structuredContent as ProductViewItem['structuredContent'] & {
    additionalFieldsFormId?: unknown;
    isSubscribable?: unknown;
  };
  const variants = content.variants as ScopeVariant[];
  const { price, varied } = productPrice(variants, locale, currency);
  const only = variants.length === 1 ? variants[0]! : undefined;
  return {
    id: item.id,
    title: item.title,
    url: item.fullUrl && isSafeUrl(item.fullUrl) ? item.fullUrl : undefined,
    image: item.assetUrl ?? item.images[0]?.assetUrl,
    price: varied ? from(price) : price,
    quickAdd:
      !!only &&
      (only.unlimited === true || (only.qtyInStock ?? 0) > 0) &&
      !content.additionalFieldsForm &&
      !content.additionalFieldsFormId &&
      content.isSubscribable !== true &&
      content.productType !== ProductType.GIFT_CARD,
    collectionId: item.collectionId,
    productType: content.productType,
  };
}
