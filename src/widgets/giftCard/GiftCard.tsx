import { useEffect, useRef, useState } from 'react';
import { formatStoreMoneyValue } from '../../commerce/money/formatStoreMoney.ts';
import { giftCardMessages } from '../../i18n/areas/giftCardMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { services } from '../../runtime/services.ts';
import { addFailureMessage } from '../addToCart/addFailureMessage.ts';
import { type FlowEvent, type Phase, step } from '../addToCart/addToCartFlow.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { GiftCardProps } from './giftCardProps.ts';

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
  // The flow waits for one thing at a time (addToCartFlow.ts): one timer is enough.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      alive.current = false;
      clearTimeout(timer.current);
    },
    [],
  );
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

  // Add to cart's flow (addToCartFlow.ts: its phases, timings and alerts), with the gift card's
  // one check, an amount chosen, and its one route, the cart.
  const send = (event: FlowEvent) => {
    const [next, effect, ms] = step(now.current.phase, event);
    now.current.phase = next;
    setPhase(next);
    if (ms !== undefined) timer.current = setTimeout(() => alive.current && send(['timer']), ms);
    if (typeof effect !== 'object') return;
    // The add went through: go on even if the block went meanwhile; an alert would not.
    if ('go' in effect) location.assign(effect.go);
    else if (alive.current) void alert(effect.alert);
  };

  const buy = async () => {
    const { choice } = now.current;
    const check = choice
      ? ({ ok: true, sku: choice, quantity: 1, subscriptionOptionId: undefined } as const)
      : ({ ok: false, message: catalogue.t('giftCard.selectDenomination') } as const);
    const idle = now.current.phase === 'idle';
    send(['press', check, 'add', false]);
    if (!idle || !check.ok) return;
    const started = Date.now();
    try {
      // A block placed on any page: tracking names it a product block (storefront §3, §9).
      await cart.addEntry({ itemId: props.itemId, sku: check.sku, quantity: 1 }, 'product_block');
      const leave = config.expressCheckout ? new URL(config.checkoutUrl, location.href).href : undefined;
      if (alive.current || leave) send(['added', Date.now() - started, leave]);
    } catch (error) {
      if (alive.current) send(['failed', addFailureMessage(error, catalogue)]);
    }
  };

  // 'failed' is the second after a failed add: the alert is up, the label still 'Adding…'.
  const adding = phase === 'adding' || phase === 'failed';
  const label = adding
    ? catalogue.t('addToCart.adding')
    : phase === 'added'
      ? catalogue.t('addToCart.added')
      : props.label || catalogue.t('giftCard.buy');
  // The block is the theme's element: its state shows through classes a theme can style.
  useEffect(() => {
    element.classList.add('vitrine-gift-card');
    element.classList.toggle('vitrine-gift-card--adding', adding);
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
