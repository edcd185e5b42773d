import { useEffect, useRef, useState } from 'react';
import { formatStoreMoneyValue } from '../../commerce/money/formatStoreMoney.ts';
import { giftCardMessages } from '../../i18n/areas/giftCardMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { services } from '../../runtime/services.ts';
import { addFailureMessage } from '../addToCart/addFailureMessage.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { GiftCardProps } from './giftCardProps.ts';

/** The add-to-cart button's timings (storefront §9): 1 s before Added!, 2 s in it, 1 s after an error. */
const ADDING_MIN_MS = 1000;
const ADDED_MS = 2000;
const ERROR_RESET_MS = 1000;

type Phase = 'idle' | 'adding' | 'added';

/** The amount chosen before the block hydrated (server markup), by element: read before it is replaced. */
export const chosenBefore = new WeakMap<Element, string>();

let _count = 0;

/**
 * A gift card sold anywhere on a site (home page, footer): its amounts as a radio group and a
 * Buy button that adds the chosen one to the cart, with add to cart's Adding… / Added!. Without a
 * choice, or when the add fails, an alert titled 'Unable to purchase Gift Card' says why
 * (storefront §5, §8).
 */
export function GiftCard({ element, runtime, props }: WidgetProps<GiftCardProps>) {
  const config = pageSettings(runtime.config);
  const cart = services(runtime).cart;
  const catalogue = createCatalogue(config.locale, giftCardMessages);
  const [name] = useState(() => `vitrine-gift-card-${props.itemId}-${++_count}`);
  const [choice, setChoice] = useState(() => chosenBefore.get(element) ?? '');
  const [phase, setPhase] = useState<Phase>('idle');
  // Clicks read the state as it is now, not as the last render saw it.
  const now = useRef({ choice, phase });
  now.current = { choice, phase };
  const button = useRef<HTMLButtonElement>(null);
  const alive = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(
    () => () => {
      alive.current = false;
      for (const id of timers.current) clearTimeout(id);
    },
    [],
  );
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      if (alive.current) fn();
    }, ms);
    timers.current.add(id);
  };
  const alert = (message: string) =>
    import('../../ui/showAlert.tsx')
      .then(({ showAlert }) =>
        showAlert({
          title: catalogue.t('giftCard.alertTitle'),
          message,
          returnFocus: button.current ?? undefined,
          okLabel: catalogue.t('dialog.ok'),
        }),
      )
      .catch((error) => runtime.handleError(error, 'gift-card', element));

  const buy = async () => {
    const { choice, phase } = now.current;
    if (phase !== 'idle') return;
    if (!choice) {
      void alert(catalogue.t('giftCard.selectDenomination'));
      return;
    }
    now.current.phase = 'adding';
    setPhase('adding');
    const started = Date.now();
    try {
      // A block placed on any page: tracking names it a product block (storefront §3, §9).
      await cart.addEntry({ itemId: props.itemId, sku: choice, quantity: 1 }, 'product_block');
      if (config.expressCheckout) {
        location.assign(new URL(config.checkoutUrl, location.href).href);
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, ADDING_MIN_MS - (Date.now() - started))),
      );
      if (!alive.current) return;
      setPhase('added');
      later(ADDED_MS, () => setPhase('idle'));
    } catch (error) {
      if (!alive.current) return;
      void alert(addFailureMessage(error, catalogue));
      later(ERROR_RESET_MS, () => setPhase('idle'));
    }
  };

  const label =
    phase === 'adding'
      ? catalogue.t('addToCart.adding')
      : phase === 'added'
        ? catalogue.t('addToCart.added')
        : props.label || catalogue.t('giftCard.buy');
  // The block is the theme's element: its state shows through classes a theme can style.
  useEffect(() => {
    element.classList.add('vitrine-gift-card');
    element.classList.toggle('vitrine-gift-card--adding', phase === 'adding');
    element.classList.toggle('vitrine-gift-card--added', phase === 'added');
  }, [element, phase]);
  useEffect(
    () => () =>
      element.classList.remove('vitrine-gift-card', 'vitrine-gift-card--adding', 'vitrine-gift-card--added'),
    [element],
  );

  return (
    <>
      <fieldset class="vitrine-gift-card__amounts">
        <legend>{props.legend || catalogue.t('giftCard.amount')}</legend>
        {props.variants.map((v) => (
          <label class="vitrine-gift-card__amount" key={v.sku}>
            <input
              type="radio"
              name={name}
              value={v.sku}
              checked={choice === v.sku}
              onChange={() => {
                now.current.choice = v.sku;
                setChoice(v.sku);
              }}
            />
            {formatStoreMoneyValue(v.priceMoney, config.locale, config.currency)}
          </label>
        ))}
      </fieldset>
      <button ref={button} type="button" class="vitrine-gift-card__buy" onClick={() => void buy()}>
        {label}
      </button>
    </>
  );
}
