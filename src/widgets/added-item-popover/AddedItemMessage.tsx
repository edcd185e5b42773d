import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { CART_LINKS } from '../../runtime/selectors.ts';
import { isAnchorVisible } from '../../ui/anchoredPosition.ts';
import { Popover } from '../../ui/Popover.tsx';
import { viewportSize } from '../../ui/viewportSize.ts';

/** Engine spec §9: the popover's lifetime. */
export const POPOVER_LIFETIME_MS = 3000;

/** The first cart link a shopper can see, else none (the popover then sits top right). */
export function visibleCartLink(doc: Document = document): Element | null {
  const viewport = viewportSize(doc);
  for (const selector of CART_LINKS) {
    for (const link of doc.querySelectorAll(selector)) {
      if (isAnchorVisible(link.getBoundingClientRect(), viewport)) return link;
    }
  }
  return null;
}

export interface AddedItemMessageProps {
  /** a new number for each add, so the popover shows afresh */
  n: number;
  productName: string;
  locale: string;
  onClose: () => void;
}

/**
 * '{productName} was added to your cart.' under the cart link, or top right when no cart link
 * is visible, with a Close button, gone after 3 s (engine spec §2). Loaded on the first add
 * only: a page that adds nothing never downloads the popover.
 */
export function AddedItemMessage({ n, productName, locale, onClose }: AddedItemMessageProps) {
  const catalogue = createCatalogue(locale);
  const message = catalogue.t('addedPopover.message', { productName });
  return (
    <Popover
      key={n}
      open
      class="vitrine-added-item"
      anchor={visibleCartLink}
      announcement={message}
      dismissAfterMs={POPOVER_LIFETIME_MS}
      closeLabel={catalogue.t('addedPopover.close')}
      onClose={onClose}
    >
      <p class="vitrine-added-item__message">{message}</p>
    </Popover>
  );
}
