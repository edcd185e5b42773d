import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { productPageKind, productScopeOf, readProductScope } from '../../commerce/productScope.ts';
import { ProductType } from '../../enums/productType.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { ADDITIONAL_FIELDS, QUANTITY_FIELD } from '../../runtime/selectors.ts';
import { services } from '../../runtime/services.ts';
import type { VitrineRuntime, WidgetErrorDetail } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import {
  ADDITIONAL_FIELDS_EVENT,
  ADDITIONAL_FIELDS_READY_EVENT,
  type AdditionalFieldsRequest,
  HAND_OFF_WAIT_MS,
} from '../additionalFields/handOff.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { addFailureMessage } from './addFailureMessage.ts';
import { type FlowEvent, type Phase, step } from './addToCartFlow.ts';
import type { AddToCartProps } from './addToCartProps.ts';
import { checkAddToCart, isScopeSoldOut } from './checkAddToCart.ts';

/** The event a product's additional-fields lightbox answers (preventDefault: "I take it from here"). */
export { ADDITIONAL_FIELDS_EVENT };

/**
 * The add-to-cart button (storefront spec §4, §5, §8) hydrating the engine's `add-to-cart-btn`:
 * a div with role=button, so Enter and Space are ours to handle. Checks run first (options,
 * variant, quantity, stock), then the add goes through the cart service; errors are shown in an
 * alert dialog (never window.alert) and the label resets after 1 s.
 */
export function AddToCart({ element, runtime, props }: WidgetProps<AddToCartProps>) {
  const button = element as HTMLElement;
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale);
  const cart = services(runtime).cart;
  const [phase, setPhase] = useState<Phase>('idle');
  // Read before the first render replaces the server's label with ours.
  const [originalLabel] = useState(() => props.originalLabel || button.textContent?.trim() || '');
  // The product's controls, read once at mount (a grid of 500 buttons reads 500 scopes, not 1,000).
  const [initial] = useState(() => readProductScope(button));
  const [soldOut, setSoldOut] = useState(() => isScopeSoldOut(initial));
  // Subscribe and save set to subscribe: the press starts a subscription, so the button says so
  // (unless the merchant wrote a label of their own).
  const [subscribe, setSubscribe] = useState(initial.subscribe);
  const ownLabel = button.getAttribute('data-use-custom-label') === 'true';
  // The flow's phase, ahead of the render (send sets both).
  const phaseRef = useRef(phase);
  const soldOutRef = useRef(soldOut);
  soldOutRef.current = soldOut;
  const alive = useRef(true);

  // A failed add keeps 'Adding…' while its alert is up (addToCartFlow.ts).
  const adding = phase === 'adding' || phase === 'failed';
  const label = adding
    ? catalogue.t('addToCart.adding')
    : phase === 'added'
      ? catalogue.t('addToCart.added')
      : phase === 'select-option'
        ? catalogue.t('addToCart.selectOption')
        : soldOut
          ? catalogue.t('addToCart.soldOut')
          : subscribe && !props.isSubscription && !ownLabel
            ? catalogue.t('addToCart.subscribe')
            : originalLabel;
  const disabled = soldOut || phase === 'select-option';

  useEffect(() => {
    alive.current = true;
    // The flow waits for one thing at a time (addToCartFlow.ts): one timer is enough.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isGiftCard = props.productType === ProductType.GIFT_CARD;
    const alertTitle = isGiftCard
      ? catalogue.t('giftCard.alertTitle')
      : config.expressCheckout
        ? catalogue.t('addToCart.alertTitleExpressCheckout')
        : catalogue.t('addToCart.alertTitle');

    // The flow's decisions are addToCartFlow.ts's; a press meets the page, the cart and the clock
    // here. `trusted`: the shopper's own click or key, which the loader's interaction strategy saw
    // first (pointerdown, focusin), so the lightbox is on its way if it is not there yet.
    const activate = (trusted: boolean) => {
      const scope = readProductScope(button);
      const inCart = (sku: string | undefined) =>
        (cart.state.cart?.entries ?? [])
          .filter((e) => e.itemId === props.itemId && (sku === undefined || e.chosenVariant.sku === sku))
          .reduce((sum, e) => sum + e.quantity, 0);
      const check = checkAddToCart(scope, props.productType, inCart, catalogue);
      const subscribe = props.isSubscription || scope.subscribe;
      const started = Date.now();
      const send = (event: FlowEvent) => {
        const [next, effect, ms] = step(phaseRef.current, event);
        // At once, not at the next render: a second press in the same task (two presses held
        // before the widget mounted, replayed one after the other) must find the button busy.
        phaseRef.current = next;
        setPhase(next);
        if (ms !== undefined) timer = setTimeout(() => alive.current && send(['timer']), ms);
        if (effect === 'announce') announce(catalogue.t('addToCart.selectOption'));
        else if (typeof effect === 'object') {
          // The add went through: go on even if the button went meanwhile; an alert would not.
          if ('go' in effect) location.assign(effect.go);
          else if (alive.current)
            void import('../../ui/showAlert.tsx')
              .then(({ showAlert }) =>
                showAlert({
                  title: alertTitle,
                  message: effect.alert,
                  returnFocus: button,
                  okLabel: catalogue.t('dialog.ok'),
                }),
              )
              .catch((error) => runtime.handleError(error, 'add-to-cart', button));
        } else if (effect && check.ok) {
          const { itemId } = props;
          const { sku, quantity, subscriptionOptionId } = check;
          if (effect === 'hand-off')
            void _handOff(
              button,
              {
                itemId,
                sku,
                quantity,
                form: props.form,
                ...(subscribe && { subscription: { subscriptionOptionId } }),
              },
              trusted && button.matches(ADDITIONAL_FIELDS),
              runtime,
            ).then((taken) => send(taken ? ['taken'] : ['failed', catalogue.t('cart.unableToOpenForm')]));
          else
            (effect === 'subscribe'
              ? // A subscription goes on to its own checkout, with the cart the call made.
                cart
                  .createSubscription({ itemId, sku, qty: quantity, subscriptionOptionId })
                  .then(({ cartToken }) => {
                    const next = new URL(config.subscriptionUrl, location.href);
                    next.searchParams.set('cartToken', cartToken);
                    return next.href;
                  })
              : cart
                  .addEntry({ itemId, sku, quantity }, productPageKind(button))
                  .then(() =>
                    config.expressCheckout ? new URL(config.checkoutUrl, location.href).href : undefined,
                  )
            )
              .then((leave) => send(['added', Date.now() - started, leave]))
              .catch((error) =>
                send([
                  'failed',
                  error instanceof ApiError && error.code === 'variant-required' && !scope.isProductPage
                    ? undefined
                    : addFailureMessage(error, catalogue),
                ]),
              );
        }
      };
      send([
        'press',
        check,
        props.form !== undefined || button.classList.contains('use-form')
          ? 'hand-off'
          : subscribe
            ? 'subscribe'
            : 'add',
        soldOutRef.current,
      ]);
    };
    const stopListening = _listenForPress(button, activate);
    // A choice in the picker may sell the button out (or bring it back to its label).
    const scopeElement = productScopeOf(button);
    const onChange = () => {
      const scope = readProductScope(button);
      setSoldOut(isScopeSoldOut(scope));
      setSubscribe(scope.subscribe);
    };
    scopeElement.addEventListener('change', onChange);
    // A choice applied before this listened (the picker may hydrate first, ?variant=): read it now.
    onChange();
    return () => {
      alive.current = false;
      clearTimeout(timer);
      stopListening();
      scopeElement.removeEventListener('change', onChange);
    };
    // The handlers read live state through refs: they are bound once per mount.
  }, [button, runtime]);

  // The button is the server's element: its state shows through attributes a theme can style, and
  // its label is the server's own node, whose text changes only when it must (markup without the
  // engine's inner node has it in the button). Rendering the content anew at mount, as a view
  // would, made the browser lay the page out again after every slice of a grid (500 buttons: a
  // 50–60 ms task each time on a phone). Before the first paint (a layout effect): no flash of the
  // server's words where ours differ.
  useLayoutEffect(() => {
    button.classList.add('vitrine-add-to-cart');
    button.classList.toggle('vitrine-add-to-cart--adding', adding);
    button.classList.toggle('vitrine-add-to-cart--added', phase === 'added');
    button.classList.toggle('vitrine-add-to-cart--sold-out', soldOut);
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    const inner = button.querySelector('.sqs-add-to-cart-button-inner') ?? button;
    const before = inner.textContent!;
    if (before.trim() !== label) inner.textContent = label;
    // The quantity beside a sold-out button takes nothing either (spec: the add button and
    // quantity follow); the quantity widget itself hydrates only when the shopper reaches it.
    const quantity = productScopeOf(button).querySelector<HTMLInputElement>(QUANTITY_FIELD);
    if (quantity) quantity.disabled = soldOut;
    // Undone before the next run and at unmount, in the same task: no one sees the gap.
    return () => {
      button.classList.remove(
        'vitrine-add-to-cart',
        'vitrine-add-to-cart--adding',
        'vitrine-add-to-cart--added',
        'vitrine-add-to-cart--sold-out',
      );
      button.removeAttribute('aria-disabled');
      inner.textContent = before;
    };
  }, [button, phase, adding, soldOut, disabled, label]);

  return null;
}

/**
 * Offer the product to the additional-fields lightbox; resolves whether it took it. When nobody
 * takes it and `wait` says the lightbox is on its way (handOff.ts), offer again once it is ready;
 * give up when its chunk fails or after HAND_OFF_WAIT_MS.
 */
async function _handOff(
  button: Element,
  detail: AdditionalFieldsRequest,
  wait: boolean,
  runtime: VitrineRuntime,
): Promise<boolean> {
  const offer = () =>
    !button.dispatchEvent(
      new CustomEvent(ADDITIONAL_FIELDS_EVENT, { bubbles: true, cancelable: true, detail }),
    );
  if (offer()) return true;
  if (!wait) return false;
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      document.removeEventListener(ADDITIONAL_FIELDS_READY_EVENT, onReady);
      runtime.off('widget:error', onError);
      resolve(taken);
    };
    const onReady = () => done(offer());
    const onError = (error: unknown) => {
      if ((error as WidgetErrorDetail).widget === 'additional-fields') done(false);
    };
    const timer = setTimeout(() => done(false), HAND_OFF_WAIT_MS);
    document.addEventListener(ADDITIONAL_FIELDS_READY_EVENT, onReady);
    runtime.on('widget:error', onError);
  });
}

/**
 * Every press ends in a dialog of the overlay chunk (the added-item popover, or an alert): its
 * download starts at the shopper's first sign of a press (the finger down, focus), not after the
 * click and the checks, so the first alert is up sooner (the phone profile: ~40 ms of a tap, the
 * whole download for a keyboard).
 */
const _warmDialogs = () => void import('../../ui/showAlert.tsx').catch(() => undefined);

/**
 * Call `activate` on a press of a role=button div, as a native button would: a click, Enter on
 * keydown, Space on keyup (Space must not scroll the page). `activate` learns whether the press
 * was the shopper's own. The first sign of a press warms the dialogs (above). Returns the way to
 * stop listening.
 */
function _listenForPress(button: HTMLElement, activate: (trusted: boolean) => void): () => void {
  const onClick = (event: Event) => {
    event.preventDefault();
    activate(event.isTrusted);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.repeat) {
      event.preventDefault();
      activate(event.isTrusted);
    } else if (event.key === ' ') event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      activate(event.isTrusted);
    }
  };
  const listeners: Record<string, (event: never) => void> = {
    click: onClick,
    keydown: onKeyDown,
    keyup: onKeyUp,
    pointerdown: _warmDialogs,
    focus: _warmDialogs,
  };
  for (const type in listeners) button.addEventListener(type, listeners[type] as EventListener);
  return () => {
    for (const type in listeners) button.removeEventListener(type, listeners[type] as EventListener);
  };
}
