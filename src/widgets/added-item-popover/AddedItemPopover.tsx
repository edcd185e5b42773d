import { useEffect, useState } from 'react';
import type { CartAdded } from '../../commerce/cartService.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { loaderConfig } from '../../runtime/markup.ts';
import { CART_LINKS } from '../../runtime/selectors.ts';
import { Popover } from '../../ui/Popover.tsx';
import type { WidgetProps } from '../defineWidget.tsx';

/** Engine spec §9: the popover's lifetime. */
export const POPOVER_LIFETIME_MS = 3000;

/** The first cart link a shopper can see, else none (the popover then sits top right). */
export function visibleCartLink(doc: Document = document): Element | null {
  for (const selector of CART_LINKS) {
    for (const link of doc.querySelectorAll(selector)) {
      const rect = link.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight) return link;
    }
  }
  return null;
}

/**
 * '{productName} was added to your cart.' under the cart link, or top right when no cart link
 * is visible, with a Close button, gone after 3 s (engine spec §2). Each add shows afresh.
 */
export function AddedItemPopover({ runtime }: WidgetProps) {
  const [added, setAdded] = useState<{ n: number; name: string } | undefined>();
  useEffect(() => {
    let n = 0;
    const onAdded = (detail: unknown) => setAdded({ n: ++n, name: (detail as CartAdded).productName });
    runtime.on('cart:added', onAdded);
    return () => runtime.off('cart:added', onAdded);
  }, [runtime]);

  if (!added) return null;
  const catalogue = createCatalogue(loaderConfig(runtime.config).locale);
  const message = catalogue.t('addedPopover.message', { productName: added.name });
  return (
    <Popover
      key={added.n}
      open
      class="vitrine-added-item"
      anchor={visibleCartLink}
      announcement={message}
      dismissAfterMs={POPOVER_LIFETIME_MS}
      closeLabel={catalogue.t('addedPopover.close')}
      onClose={() => setAdded(undefined)}
    >
      <p class="vitrine-added-item__message">{message}</p>
    </Popover>
  );
}
