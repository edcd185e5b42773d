/**
 * The markup each widget hydrates, in one module of plain strings (the loader imports it, so it
 * must never import code): the loader's registry and the widgets read
 * these same strings (each build inlines them; no code is shared at run time). Formatter-emitted
 * markup is matched by the classes the engine's commerce formatters write (test/unit/contract
 * renders those formatters and proves every selector here matches); widgets no formatter emits
 * use data-vitrine="<name>".
 */
/** `add-to-cart-btn` */
export const ADD_TO_CART = '.sqs-add-to-cart-button';
/** The cart's "Edit details" button of an entry added with additional fields (no formatter emits it). */
export const ADDITIONAL_FIELDS_EDIT = '[data-vitrine="additional-fields"]';
/** `add-to-cart-btn` of a product with an additional-fields form, and the cart's edit buttons */
export const ADDITIONAL_FIELDS_BUTTON = '.sqs-add-to-cart-button.use-form';
/** Both: what the additional-fields widget hydrates (the registry adds the data-vitrine marker itself) */
export const ADDITIONAL_FIELDS = `${ADDITIONAL_FIELDS_BUTTON},${ADDITIONAL_FIELDS_EDIT}`;
/** The full-page cart's root ("a page counts as a cart page when that root is present") */
export const CART_ROOT = '#sqs-cart-root';
/** `product-quick-view`: a grid product's Quick View button */
export const QUICK_VIEW = '.sqs-product-quick-view-button';
/** `variants-select` */
export const VARIANT_PICKER = '.product-variants';
/** `quantity-input` */
export const QUANTITY = '.product-quantity-input';
/** `subscription-price` */
export const SUBSCRIPTION = '.subscription-price';
/** `product-restock-notification` */
export const RESTOCK_FORM = '.product-restock-notification';

/** Marks an element for a widget that no formatter emits: data-vitrine="cart-pill". */
export const WIDGET_ATTR = 'data-vitrine';
/** Per-element override of when a marker hydrates. */
export const LOAD_ATTR = 'data-vitrine-load';
export const STRATEGIES = ['eager', 'idle', 'visible', 'interaction'] as const;

/**
 * Where a product's own controls live around its add-to-cart button: the product page's detail
 * block, a grid's item, or any element carrying the item id (the engine's formatters put
 * data-item-id on the picker, the quantity input and the button).
 */
export const PRODUCT_SCOPE =
  '.product-detail, .product-block, .ProductItem, .product, [data-vitrine-product]';
/** Scopes that make a button a product page's (a list otherwise: 'Select Option' on a grid). */
export const PRODUCT_PAGE_SCOPE = '.product-detail, .product-block, .ProductItem, [data-vitrine-product]';

/** A product block placed on any page (tracking: product_block). */
export const PRODUCT_BLOCK_SCOPE = '.product-block';
/** Products offered beside the cart ("Customers also bought"; tracking: add-on). */
export const ADD_ON_SCOPE = '.cart-add-ons, [data-vitrine-add-on]';

/** `product-status` on a product that is sold out in every variant. */
export const SOLD_OUT_MARK = '.product-mark.sold-out';
/** `product-status`: the sold-out or sale mark the variant picker sets for the chosen variant. */
export const PRODUCT_MARK = '.product-mark';
/** `product-scarcity`: "Only N left!" notes; those tied to a variant carry data-variant-attributes. */
export const SCARCITY = '.product-scarcity';
/** A product picture a variant's mainImageId names (the theme's gallery). */
export const PRODUCT_IMAGE = '[data-image-id]';

/** `product-price`: the price a variant choice rewrites (not the one inside ONE_TIME_PRICE). */
export const PRODUCT_PRICE = '.product-price';
/** The one-time line of a subscribe-and-save block: it copies the product price. */
export const ONE_TIME_PRICE = '.one-time-price';
/** A subscribe-and-save block's choice to subscribe (radios named purchase-type, docs/theme-authors/subscription.md). */
export const SUBSCRIBE_CHOICE = 'input[name="purchase-type"][value="subscription"]';

/** The quantity field inside `quantity-input`. */
export const QUANTITY_FIELD = '.product-quantity-input input';

/**
 * Cart links the added-item popover sits under, best first: our pill, the platform's cart link
 * classes, then any link to /cart (the engine's cart link is always /cart).
 */
export const CART_LINKS = ['[data-vitrine="cart-pill"] a[href]', '.sqs-cart-link', 'a[href="/cart"]'];

/**
 * Set on a visitor form's block once it is hydrated (the form was rendered): the census collector,
 * which may start after it (consent given later, its chunk still on its way), reports those.
 */
export const FORM_RENDERED_ATTR = 'data-vitrine-form-rendered';
