import type { CartAdded } from '../../commerce/cartService.ts';
import { formatStoreMoney } from '../../commerce/money/formatStoreMoney.ts';
import { addedPopoverMessages } from '../../i18n/areas/addedPopoverMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { CART_LINKS } from '../../runtime/selectors.ts';
import { apiAsset, type PageSettings } from '../../runtime/settings.ts';
import { isAnchorVisible } from '../../ui/anchoredPosition.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import { Popover } from '../../ui/Popover.tsx';
import { viewportSize } from '../../ui/viewportSize.ts';
import css from './addedItem.css?inline';

/** Engine spec §9: the popover's lifetime. */
export const POPOVER_LIFETIME_MS = 3000;

/** The first cart link a shopper can see (not the popover's own), else none (the popover then sits top right). */
export function visibleCartLink(doc: Document = document): Element | null {
  const viewport = viewportSize(doc);
  for (const selector of CART_LINKS) {
    for (const link of doc.querySelectorAll(selector)) {
      // Not the popover's own 'View cart': it would chase itself.
      if (link.closest('.vitrine-popover')) continue;
      if (isAnchorVisible(link.getBoundingClientRect(), viewport)) return link;
    }
  }
  return null;
}

/**
 * The added product's picture: the add's answer's `item.assetUrl` (ours; a platform may send
 * none), read against the API's address (`apiBase`), else the picture the page shows for that item (`[data-item-id]` around an <img> not
 * hidden: the grid's card, the product page, the quick view), else none.
 */
export function addedPicture(
  added: CartAdded,
  apiBase: string,
  doc: Document = document,
): string | undefined {
  if (added.item?.assetUrl) return apiAsset(apiBase, added.item.assetUrl);
  for (const scope of doc.querySelectorAll(`[data-item-id="${CSS.escape(added.entry.itemId)}"]`)) {
    const img = scope.querySelector<HTMLImageElement>('img[src]:not([hidden])');
    if (img) return img.getAttribute('src')!;
  }
  return undefined;
}

export interface AddedItemMessageProps {
  /** a new number for each add, so the popover shows afresh */
  n: number;
  added: CartAdded;
  settings: Pick<PageSettings, 'locale' | 'cartUrl' | 'checkoutUrl' | 'apiBase'>;
  onClose: () => void;
}

/**
 * '{productName} was added to your cart.' under the cart link, or top right when no cart link
 * is visible, with the line as the cart now holds it (picture, chosen variant, quantity, line
 * price: whatever the answer carries), 'View cart' and 'Checkout', and a Close button; gone after
 * 3 s unless focused or hovered (engine spec §2). Loaded on the first add only.
 */
export function AddedItemMessage({ n, added, settings, onClose }: AddedItemMessageProps) {
  const { t } = createCatalogue(settings.locale, addedPopoverMessages);
  injectStyles('added-item', css);
  const { entry, cart } = added;
  const message = t('addedPopover.message', { productName: added.productName });
  const picture = addedPicture(added, settings.apiBase);
  const variant = Object.entries(entry.chosenVariant.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  const cents = entry.subTotal || entry.purchasePriceCents * entry.quantity;
  const price = cents > 0 ? formatStoreMoney(cents, cart.currencyCode, settings.locale) : '';
  return (
    <Popover
      key={n}
      open
      class="vitrine-added-item"
      anchor={visibleCartLink}
      announcement={message}
      dismissAfterMs={POPOVER_LIFETIME_MS}
      closeLabel={t('addedPopover.close')}
      onClose={onClose}
    >
      <div class="vitrine-added-item__line">
        {picture && <img class="vitrine-added-item__image" src={picture} alt="" width={64} height={64} />}
        <div class="vitrine-added-item__text">
          <p class="vitrine-added-item__message">{message}</p>
          {variant && <p class="vitrine-added-item__variant">{variant}</p>}
          {entry.quantity > 0 && (
            <p class="vitrine-added-item__quantity">
              {t('addedPopover.quantity', { quantity: entry.quantity })}
              {price && <span class="vitrine-added-item__price">{price}</span>}
            </p>
          )}
        </div>
      </div>
      <p class="vitrine-added-item__actions">
        <a class="vitrine-added-item__view-cart" href={settings.cartUrl}>
          {t('addedPopover.viewCart')}
        </a>
        <a class="vitrine-added-item__checkout" href={settings.checkoutUrl}>
          {t('addedPopover.checkout')}
        </a>
      </p>
    </Popover>
  );
}
