import { Component, useEffect, useState } from 'react';
import type { ProductViewItem } from '../../api/routes/products.ts';
import type { CartAdded } from '../../commerce/cartService.ts';
import type { ScopeVariant } from '../../commerce/productScope.ts';
import { ProductType } from '../../enums/productType.ts';
import { quickViewMessages } from '../../i18n/areas/quickViewMessages.ts';
import { type Catalogue, createCatalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { injectStyles } from '../../ui/injectStyles.ts';
import css from './quickView.css?inline';
import { productPrice } from './productPrice.ts';

export interface QuickViewLightboxProps {
  runtime: VitrineRuntime;
  product: ProductViewItem;
  /** the Quick View button: focus goes back there */
  opener: HTMLElement;
  onClosed: () => void;
}

/** The options to choose, in the product's order (else its first variant's), each with its values. */
export function productOptions(product: ProductViewItem): Array<{ name: string; values: string[] }> {
  const variants = product.structuredContent.variants as ScopeVariant[];
  if (variants.length < 2) return [];
  const ordering = product.structuredContent.variantOptionOrdering;
  const names = ordering.length > 0 ? ordering : Object.keys(variants[0]?.attributes ?? {});
  return names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => String(v.attributes?.[name] ?? '')).filter(Boolean))],
  }));
}

interface ProductFormProps {
  product: ProductViewItem;
  t: Catalogue<IdOf<typeof quickViewMessages>>['t'];
  locale: string;
  currency: string | undefined;
}

/**
 * The product as the engine's formatters write it on a product page (`variants-select`,
 * `quantity-input`, `add-to-cart-btn`, `product-price`, pictures with `data-image-id`), inside a
 * product scope (`data-vitrine-product`): the loader hydrates each marker with its own widget, so
 * the choice, the price, the quantity rules, the add and the popover after it are theirs, not
 * copies. Drawn once and never again: those widgets own what they change in it. (A class that
 * never updates rather than compat's memo, which would ride in the shared runtime chunk of every
 * product page.)
 */
class ProductForm extends Component<ProductFormProps> {
  override shouldComponentUpdate() {
    return false;
  }

  override render({ product, t, locale, currency }: ProductFormProps) {
    const content = product.structuredContent;
    const variants = content.variants as ScopeVariant[];
    const options = productOptions(product);
    const type = content.productType ?? ProductType.PHYSICAL;
    const images =
      product.images.length > 0
        ? product.images
        : product.assetUrl
          ? [{ assetUrl: product.assetUrl, altText: product.title, id: undefined }]
          : [];
    // The price to pay (productPrice.ts), 'from' it when the variants differ. A choice in the
    // picker then writes the variant's own.
    const { price: lowest, varied } = productPrice(variants, locale, currency);
    const price = varied ? t('quickView.fromPrice', { price: lowest }) : lowest;
    const form = content.additionalFieldsForm;
    return (
      <div class="vitrine-quick-view__product" data-vitrine-product="" data-item-id={product.id}>
        {images.length > 0 && (
          <div class="vitrine-quick-view__media">
            {images.map((image, i) => (
              <img
                class="vitrine-quick-view__image"
                data-image-id={image.id}
                src={image.assetUrl}
                alt={image.altText ?? ''}
                width={400}
                height={300}
                hidden={i > 0}
              />
            ))}
          </div>
        )}
        <div class="vitrine-quick-view__summary">
          <div class="product-price">{price}</div>
          {options.length > 0 && (
            <div class="product-variants" data-item-id={product.id} data-variants={JSON.stringify(variants)}>
              {options.map(({ name, values }) => (
                <div class="variant-option">
                  <div class="variant-option-title">{name}:</div>
                  <div class="variant-select-wrapper">
                    <select
                      aria-label={t('quickView.selectOption', { name })}
                      data-variant-option-name={name}
                    >
                      <option value="">{t('quickView.selectOption', { name })}</option>
                      {values.map((value) => (
                        <option value={value}>{value}</option>
                      ))}
                    </select>
                  </div>
                </div>
              ))}
            </div>
          )}
          {(type === ProductType.PHYSICAL || type === ProductType.SERVICE) && (
            <div class="product-quantity-input" data-item-id={product.id}>
              <div class="quantity-label">{t('quickView.quantity')}:</div>
              <input
                aria-label={t('quickView.quantity')}
                size={4}
                max={9999}
                min={1}
                value={1}
                type="number"
                step={1}
              />
            </div>
          )}
          <div class="sqs-add-to-cart-button-wrapper">
            <div
              class={form ? 'sqs-add-to-cart-button use-form' : 'sqs-add-to-cart-button'}
              role="button"
              tabIndex={0}
              data-item-id={product.id}
              data-collection-id={product.collectionId}
              data-product-type={String(type)}
              data-original-label={t('quickView.addToCart')}
              data-form={form ? JSON.stringify(form) : undefined}
            >
              <div class="sqs-add-to-cart-button-inner">{t('quickView.addToCart')}</div>
            </div>
          </div>
          {product.fullUrl && (
            <a class="vitrine-quick-view__details" href={product.fullUrl}>
              {t('quickView.details')}
            </a>
          )}
        </div>
      </div>
    );
  }
}

/**
 * The quick view's lightbox (storefront §9: 50 px from the top when taller than the window, else
 * centred; focus trapped; Escape, × or the backdrop close it and focus returns to the button).
 * An add of this product closes it, so the added-item popover (not modal) is reachable at once.
 */
export function QuickViewLightbox({ runtime, product, opener, onClosed }: QuickViewLightboxProps) {
  const { locale, currency } = pageSettings(runtime.config);
  const catalogue = createCatalogue(locale, quickViewMessages);
  const [open, setOpen] = useState(true);
  // Before the dialog measures its panel: the product's own layout decides its height.
  useState(() => injectStyles('quick-view', css));

  useEffect(() => {
    const onAdded = (detail: unknown) => {
      if ((detail as CartAdded).entry?.itemId === product.id) setOpen(false);
    };
    runtime.on('cart:added', onAdded);
    return () => runtime.off('cart:added', onAdded);
  }, [runtime, product.id]);

  return (
    <Dialog
      open={open}
      layout="lightbox"
      class="vitrine-quick-view"
      title={product.title}
      closeLabel={catalogue.t('dialog.close')}
      returnFocus={opener}
      onClose={() => setOpen(false)}
      onClosed={onClosed}
    >
      <ProductForm product={product} t={catalogue.t} locale={locale} currency={currency} />
    </Dialog>
  );
}
