import type { ComponentChild } from 'preact';
import { Component } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { request } from '../../api/request.ts';
import { relatedProducts } from '../../api/routes/products.ts';
import type { CartService, CartState } from '../../commerce/cartService.ts';
import { cartMessages } from '../../i18n/areas/cartMessages.ts';
import { quickViewMessages } from '../../i18n/areas/quickViewMessages.ts';
import { type Catalogue, createCatalogue } from '../../i18n/createCatalogue.ts';
import type { CoreId, IdOf } from '../../i18n/messageIds.ts';
import { apiAsset, pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import type { LineMedia } from './readLineMedia.ts';
import css from './related.css?inline';
import { type RelatedCard, relatedCard } from './relatedCard.ts';

type RelatedCatalogue = Catalogue<CoreId | IdOf<typeof cartMessages> | IdOf<typeof quickViewMessages>>;

/** An API that has no related-products route (nothing to offer: no section, nothing logged). */
const _ABSENT = [404, 405];

/**
 * The tracker's bus for events it cannot see itself (TRACK_EVENT of
 * src/collectors/tracker/trackerEvent.ts, spelt here: a widget never imports a collector). Heard
 * only once consent started the tracker, under its skip rules.
 */
const _TRACK = 'track:event';

/**
 * "Customers also bought" on the cart page (a chunk of its own, fetched as the cart mounts: the
 * product page never loads it). It starts with the cards the server wrote (readRelated), so the
 * first draw repeats them, then asks the related-products route each time the cart's set of items
 * changes (naming them), and draws its answer (none in the cart). An API without the route (404)
 * means no section, and it is not asked again; any other failure keeps what is shown. Each card's
 * picture and page also serve the cart's line once that product is added.
 *
 * For the tracker (`track:event`): related product display each time it draws a set of products
 * other than the last (the server's included), their ids, comma-separated, as object. The tracker
 * hears it once consent started it (and reads the set already shown when it starts); click and
 * add is the tracker's own (an add from an `add-on` card). Returns its stop.
 */
export function watchRelated(
  root: Element,
  runtime: VitrineRuntime,
  service: CartService,
  media: Map<string, LineMedia>,
  show: (section: ComponentChild) => void,
): () => void {
  const settings = pageSettings(runtime.config);
  const c: RelatedCatalogue = createCatalogue(settings.locale, cartMessages, quickViewMessages);
  injectStyles('cart-related', css);
  let asked: string | undefined;
  let absent = false;
  let latest = 0;
  let shown = '';

  const draw = (cards: RelatedCard[]) => {
    for (const { id, image, url } of cards) if (!media.has(id)) media.set(id, { image, url });
    show(cards.length > 0 ? <RelatedProducts cards={cards} c={c} /> : null);
    const ids = cards.map((card) => card.id).join(',');
    if (ids && ids !== shown) runtime.emit(_TRACK, { name: 'related_product_display', object: ids });
    shown = ids;
  };

  const check = ({ cart }: CartState) => {
    if (!cart || absent) return;
    const held = new Set(cart.entries.map((e) => e.itemId));
    const ids = [...held].sort().join(',');
    if (ids === asked) return;
    asked = ids;
    const call = ++latest;
    if (held.size === 0) return draw([]);
    // The items as this page shows them (an optimistic change may be ahead of the server's cart).
    request(relatedProducts, { base: settings.apiBase, query: { itemIds: ids } }).then(
      ({ items }) => {
        if (call !== latest) return;
        const from = (price: string) => c.t('quickView.fromPrice', { price });
        draw(
          items
            .filter((item) => !held.has(item.id))
            .map((item) => {
              const card = relatedCard(item, settings.locale, settings.currency, from);
              return { ...card, image: card.image && apiAsset(settings.apiBase, card.image) };
            }),
        );
      },
      (error: unknown) => {
        if (call !== latest || !(error instanceof ApiError && _ABSENT.includes(error.status))) return;
        absent = true;
        draw([]);
      },
    );
  };

  draw(readRelated(root));
  check(service.state);
  const stop = service.listen(check);
  return () => {
    stop();
  };
}

/** The cards a server wrote into the cart's root, read back: what the first draw must repeat. */
export function readRelated(root: Element): RelatedCard[] {
  return [...root.querySelectorAll('.vitrine-cart__related-item[data-item-id]')].map((card) => {
    const add = card.querySelector('.sqs-add-to-cart-button');
    const type = add?.getAttribute('data-product-type');
    return {
      id: card.getAttribute('data-item-id')!,
      title: card.querySelector('.vitrine-cart__related-title')?.textContent ?? '',
      url: card.querySelector('.vitrine-cart__related-title a[href]')?.getAttribute('href') ?? undefined,
      image: card.querySelector('img')?.getAttribute('src') ?? undefined,
      price: card.querySelector('.vitrine-cart__related-price')?.textContent ?? '',
      quickAdd: add !== null,
      collectionId: add?.getAttribute('data-collection-id') ?? undefined,
      productType: type ? Number(type) : undefined,
    };
  });
}

/**
 * The section, as a template writes it too (fixtures/site/partials/cart-page.html), element for
 * element. A product added by a press carries the engine's add-to-cart button inside
 * `.cart-add-ons` (the add-to-cart widget adds it, and the tracking event names it `add-on`); any
 * other carries its Quick View button (the quick view widget opens it); both hydrate only when the
 * shopper reaches them, and the title links to the product's page.
 */
export function RelatedProducts({ cards, c }: { cards: readonly RelatedCard[]; c: RelatedCatalogue }) {
  return (
    <section class="vitrine-cart__related" aria-labelledby="vitrine-cart-related">
      <h2 class="vitrine-cart__related-heading" id="vitrine-cart-related">
        {c.t('cart.customersAlsoBought')}
      </h2>
      <ul class="vitrine-cart__related-list cart-add-ons">
        {cards.map((card) => (
          <Card key={card.id} card={card} c={c} />
        ))}
      </ul>
    </section>
  );
}

interface CardProps {
  card: RelatedCard;
  c: RelatedCatalogue;
}

/**
 * One product, drawn once and never again: its button belongs to the widget that hydrates it
 * (add-to-cart or quick view) from then on. (A class that never updates rather than compat's
 * memo, as the quick view's product form.)
 */
class Card extends Component<CardProps> {
  override shouldComponentUpdate() {
    return false;
  }

  override render({ card, c }: CardProps) {
    const name = `vitrine-cart-related-${card.id}`;
    const add = c.t('quickView.addToCart');
    return (
      <li class="vitrine-cart__related-item" data-item-id={card.id}>
        {card.image ? (
          <img class="vitrine-cart__related-image" src={card.image} alt="" width={160} height={120} />
        ) : (
          <span class="vitrine-cart__related-image" />
        )}
        <p class="vitrine-cart__related-title">
          {card.url ? (
            <a href={card.url} id={name}>
              {card.title}
            </a>
          ) : (
            <span id={name}>{card.title}</span>
          )}
        </p>
        <p class="vitrine-cart__related-price">{card.price}</p>
        {card.quickAdd ? (
          <div
            class="sqs-add-to-cart-button vitrine-cart__related-add"
            role="button"
            tabindex={0}
            data-vitrine-load="interaction"
            data-item-id={card.id}
            data-collection-id={card.collectionId}
            data-product-type={card.productType}
            data-original-label={add}
            aria-describedby={name}
          >
            <div class="sqs-add-to-cart-button-inner">{add}</div>
          </div>
        ) : (
          <span
            class="sqs-product-quick-view-button vitrine-cart__related-options"
            role="button"
            tabindex={0}
            data-id={card.id}
            aria-describedby={name}
          >
            {c.t('quickView.open')}
          </span>
        )}
      </li>
    );
  }
}
