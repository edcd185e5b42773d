import { cartQuantityAccessibleLabel, cartQuantityLabel } from '../../commerce/cartQuantityLabel.ts';
import { formatStoreMoney } from '../../commerce/money/formatStoreMoney.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { services } from '../../runtime/services.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { useCartState } from '../useCartState.ts';

/**
 * 'N item(s)' plus the subtotal, linking to the cart (data-cart-url, default /cart); the marker is hidden while the cart is empty
 * so theme spacing around it collapses too. When the cart could not be read it still links to
 * the cart, says so, and the service keeps retrying: a failure never hides the cart silently.
 */
export function CartPill({ element, runtime }: WidgetProps) {
  const state = useCartState(services(runtime).cart);

  const { locale, cartUrl } = pageSettings(runtime.config);
  const catalogue = createCatalogue(locale);
  const quantity = state.cart?.totalQuantity ?? 0;
  const failed = state.status === 'error' && !state.cart;
  const hidden = quantity <= 0 && !failed;

  // Written at each render (the marker is ours while we are mounted): hidden while empty, and the
  // cart link's states (engine spec §4) for a theme to style: data-cart is 'uninitialised' until
  // the first sync (a cart read, or none needed: no cart cookie), then 'initialised', and 'empty'
  // (initialised, marked empty) while the count is 0.
  const host = element as HTMLElement;
  host.hidden = hidden;
  host.dataset.cart =
    state.cart || state.status == 'idle' ? (hidden ? 'empty' : 'initialised') : 'uninitialised';

  if (failed) {
    return (
      <a class="vitrine-cart-pill vitrine-cart-pill--unknown" href={cartUrl}>
        {catalogue.t('cartPill.cart')}
        <span class="vitrine-visually-hidden"> {catalogue.t('cartPill.unavailable')}</span>
      </a>
    );
  }
  if (hidden || !state.cart) return null;
  const subtotal = formatStoreMoney(state.cart.subtotalCents, state.cart.currencyCode, locale);
  return (
    <a
      class="vitrine-cart-pill"
      href={cartUrl}
      aria-label={catalogue.t('cartPill.label', {
        items: cartQuantityAccessibleLabel(quantity, locale),
        subtotal,
      })}
    >
      <span class="vitrine-cart-pill__count">{cartQuantityLabel(quantity, locale)}</span>{' '}
      <span class="vitrine-cart-pill__subtotal">{subtotal}</span>
    </a>
  );
}
