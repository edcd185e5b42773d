import type { ComponentChild } from 'preact';
import type { StoreCart } from '../../commerce/cart.ts';
import { formatStoreMoney } from '../../commerce/money/formatStoreMoney.ts';
import type { cartMessages } from '../../i18n/areas/cartMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { CoreId, IdOf } from '../../i18n/messageIds.ts';
import type { LineMedia } from './readLineMedia.ts';
import { personalisation } from './personalisation.ts';

export type CartCatalogue = Catalogue<CoreId | IdOf<typeof cartMessages>>;

export interface CartViewProps {
  cart: StoreCart;
  /** each item's picture, page and form, as the server's markup gave them */
  media: ReadonlyMap<string, LineMedia>;
  catalogue: CartCatalogue;
  locale: string;
  continueUrl: string;
  checkoutUrl: string;
  /** entries with a change on its way */
  busy: ReadonlySet<string>;
  /** a refused change's words, by entry */
  messages: ReadonlyMap<string, string>;
  /** "Customers also bought" (related.tsx), under the summary of a cart with items */
  related?: ComponentChild;
}

/**
 * The full-page cart's markup: what the widget draws, and what a template writes for the same
 * cart (fixtures/site/templates/cart.html), element for element, so that hydration moves nothing.
 * It carries no handler: the widget listens on its root (CartRoot.tsx), which works on the
 * server's markup just the same. The edit buttons come `disabled` from the server (so no early
 * click is lost) and are drawn without: the additional-fields widget answers them.
 */
export function CartView(props: CartViewProps) {
  const { cart, catalogue: c, locale, continueUrl, checkoutUrl } = props;
  const money = (cents: number) => formatStoreMoney(cents, cart.currencyCode, locale);
  if (cart.entries.length === 0) {
    return (
      <div class="vitrine-cart vitrine-cart--empty">
        <p class="vitrine-cart__empty" tabindex={-1}>
          {c.t('cart.empty')}
        </p>
        <p class="vitrine-cart__actions">
          <a class="vitrine-cart__continue" href={continueUrl}>
            {c.t('cart.continueShopping')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div class="vitrine-cart">
      <ul class="vitrine-cart__lines">
        {cart.entries.map((entry) => {
          const media = props.media.get(entry.itemId);
          const title = entry.title;
          const busy = props.busy.has(entry.id);
          const message = props.messages.get(entry.id);
          const options = Object.entries(entry.chosenVariant.attributes ?? {});
          return (
            <li
              key={entry.id}
              class={busy ? 'vitrine-cart__line vitrine-cart__line--busy' : 'vitrine-cart__line'}
              data-entry-id={entry.id}
              data-item-id={entry.itemId}
              aria-busy={busy ? 'true' : undefined}
            >
              {media?.image ? (
                <img class="vitrine-cart__image" src={media.image} alt="" width={96} height={72} />
              ) : (
                <span class="vitrine-cart__image" />
              )}
              <div class="vitrine-cart__main">
                <p class="vitrine-cart__title">{media?.url ? <a href={media.url}>{title}</a> : title}</p>
                {options.map(([name, value]) => (
                  <p class="vitrine-cart__option">
                    {name}: {String(value)}
                  </p>
                ))}
                {personalisation(entry.additionalFields, media?.fields).map((line) => (
                  <p class="vitrine-cart__field">
                    {line.label}: {line.value}
                  </p>
                ))}
                <p class="vitrine-cart__price">
                  {c.t('cart.each', { price: money(entry.purchasePriceCents) })}
                </p>
                {entry.additionalFields !== undefined && (
                  <p class="vitrine-cart__edit">
                    <button
                      type="button"
                      class="vitrine-cart__edit-button"
                      data-vitrine="additional-fields"
                      data-vitrine-load="visible"
                      data-entry-id={entry.id}
                      data-item-id={entry.itemId}
                      data-sku={entry.chosenVariant.sku}
                      data-additional-fields={entry.additionalFields}
                      data-form={media?.form}
                    >
                      {c.t('cart.editDetails')}
                      <span class="vitrine-visually-hidden">{c.t('cart.editDetailsOf', { title })}</span>
                    </button>
                  </p>
                )}
              </div>
              <div class="vitrine-cart__quantity" role="group" aria-label={c.t('cart.quantityOf', { title })}>
                <button
                  type="button"
                  class="vitrine-cart__step"
                  data-cart-step="-1"
                  aria-label={c.t('cart.decrease', { title })}
                  aria-disabled={entry.quantity <= 1 ? 'true' : undefined}
                >
                  −
                </button>
                <input
                  class="vitrine-cart__qty"
                  type="number"
                  inputMode="numeric"
                  min="0"
                  max="9999"
                  step="1"
                  value={entry.quantity}
                  aria-label={c.t('cart.quantityOf', { title })}
                />
                <button
                  type="button"
                  class="vitrine-cart__step"
                  data-cart-step="1"
                  aria-label={c.t('cart.increase', { title })}
                >
                  +
                </button>
              </div>
              <p class="vitrine-cart__total">
                {money(entry.subTotal || entry.purchasePriceCents * entry.quantity)}
              </p>
              <button
                type="button"
                class="vitrine-cart__remove"
                data-cart-remove=""
                aria-label={c.t('cart.removeOf', { title })}
              >
                {c.t('cart.remove')}
              </button>
              {message && (
                <p class="vitrine-cart__message" role="alert">
                  {message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <section class="vitrine-cart__summary" aria-label={c.t('cart.summary')}>
        <h2 class="vitrine-cart__summary-title">{c.t('cart.summary')}</h2>
        <p class="vitrine-cart__subtotal">
          <span>{c.t('cart.subtotal')}</span>{' '}
          <span class="vitrine-cart__amount">{money(cart.subtotalCents)}</span>
        </p>
        <p class="vitrine-cart__actions">
          <a class="vitrine-cart__continue" href={continueUrl}>
            {c.t('cart.continueShopping')}
          </a>
          <a class="vitrine-cart__checkout" href={checkoutUrl}>
            {c.t('cart.checkout')}
          </a>
        </p>
      </section>
      {props.related}
    </div>
  );
}
