import { useEffect, useRef, useState } from 'react';
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
import type { AddToCartProps } from './addToCartProps.ts';
import { checkAddToCart, isScopeSoldOut } from './checkAddToCart.ts';

/** Spec §9: 1 s before the added state, 2 s in it, 1 s reset after an error, 'Select Option' 2000 ms. */
export const ADDING_MIN_MS = 1000;
export const ADDED_MS = 2000;
export const ERROR_RESET_MS = 1000;
export const SELECT_OPTION_MS = 2000;

export type Phase = 'idle' | 'adding' | 'added' | 'select-option';

/** The event a product's additional-fields lightbox answers (preventDefault: "I take it from here"). */
export { ADDITIONAL_FIELDS_EVENT };

const _wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const soldOutRef = useRef(soldOut);
  soldOutRef.current = soldOut;
  const alive = useRef(true);

  const label =
    phase === 'adding'
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
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, fn: () => void) => {
      const id = setTimeout(() => {
        timers.delete(id);
        if (alive.current) fn();
      }, ms);
      timers.add(id);
    };
    const isGiftCard = props.productType === ProductType.GIFT_CARD;
    const alertTitle = isGiftCard
      ? catalogue.t('giftCard.alertTitle')
      : config.expressCheckout
        ? catalogue.t('addToCart.alertTitleExpressCheckout')
        : catalogue.t('addToCart.alertTitle');
    const alert = (message: string) =>
      import('../../ui/showAlert.tsx')
        .then(({ showAlert }) =>
          showAlert({ title: alertTitle, message, returnFocus: button, okLabel: catalogue.t('dialog.ok') }),
        )
        .catch((error) => runtime.handleError(error, 'add-to-cart', button));
    const failed = (message: string) => {
      void alert(message);
      later(ERROR_RESET_MS, () => setPhase('idle'));
    };

    // A hand-off waiting for the lightbox: further clicks meanwhile are the same request.
    let handingOff = false;
    // `trusted`: the shopper's own click or key, which the loader's interaction strategy saw
    // first (pointerdown, focusin), so the lightbox is on its way if it is not there yet.
    const activate = async (trusted = false) => {
      if (phaseRef.current !== 'idle' || soldOutRef.current || handingOff) return;
      const scope = readProductScope(button);
      const inCart = (sku: string | undefined) =>
        (cart.state.cart?.entries ?? [])
          .filter((e) => e.itemId === props.itemId && (sku === undefined || e.chosenVariant.sku === sku))
          .reduce((sum, e) => sum + e.quantity, 0);
      const check = checkAddToCart(scope, props.productType, inCart, catalogue);
      if (!check.ok) {
        if (check.selectOption) {
          setPhase('select-option');
          announce(catalogue.t('addToCart.selectOption'));
          later(SELECT_OPTION_MS, () => setPhase('idle'));
        } else void alert(check.message);
        return;
      }
      if (props.form !== undefined || button.classList.contains('use-form')) {
        // The additional-fields lightbox takes over; without it, say the form cannot open.
        handingOff = true;
        const taken = await _handOff(
          button,
          {
            itemId: props.itemId,
            sku: check.sku,
            quantity: check.quantity,
            form: props.form,
            ...((props.isSubscription || scope.subscribe) && {
              subscription: { subscriptionOptionId: check.subscriptionOptionId },
            }),
          },
          trusted && button.matches(ADDITIONAL_FIELDS),
          runtime,
        );
        handingOff = false;
        if (!taken && alive.current) void alert(catalogue.t('cart.unableToOpenForm'));
        return;
      }
      // At once, not at the next render: a second press in the same task (two presses held before
      // the widget mounted, replayed one after the other) must find the button busy.
      phaseRef.current = 'adding';
      setPhase('adding');
      const started = Date.now();
      try {
        if (props.isSubscription || scope.subscribe) {
          const { cartToken } = await cart.createSubscription({
            itemId: props.itemId,
            sku: check.sku,
            qty: check.quantity,
            subscriptionOptionId: check.subscriptionOptionId,
          });
          const next = new URL(config.subscriptionUrl, location.href);
          next.searchParams.set('cartToken', cartToken);
          location.assign(next.href);
          return;
        }
        await cart.addEntry(
          { itemId: props.itemId, sku: check.sku, quantity: check.quantity },
          productPageKind(button),
        );
        if (config.expressCheckout) {
          location.assign(new URL(config.checkoutUrl, location.href).href);
          return;
        }
        await _wait(Math.max(0, ADDING_MIN_MS - (Date.now() - started)));
        if (!alive.current) return;
        setPhase('added');
        later(ADDED_MS, () => setPhase('idle'));
      } catch (error) {
        if (!alive.current) return;
        if (error instanceof ApiError && error.code === 'variant-required' && !scope.isProductPage) {
          setPhase('select-option');
          announce(catalogue.t('addToCart.selectOption'));
          later(SELECT_OPTION_MS, () => setPhase('idle'));
          return;
        }
        failed(addFailureMessage(error, catalogue));
      }
    };

    const onClick = (event: Event) => {
      event.preventDefault();
      void activate(event.isTrusted);
    };
    // role=button on a div: Enter activates on keydown, Space on keyup (as a native button),
    // and Space must not scroll the page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.repeat) {
        event.preventDefault();
        void activate(event.isTrusted);
      } else if (event.key === ' ') event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') {
        event.preventDefault();
        void activate(event.isTrusted);
      }
    };
    // A choice in the picker may sell the button out (or bring it back to its label).
    const scopeElement = productScopeOf(button);
    const onChange = () => {
      const scope = readProductScope(button);
      setSoldOut(isScopeSoldOut(scope));
      setSubscribe(scope.subscribe);
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    button.addEventListener('keyup', onKeyUp);
    scopeElement.addEventListener('change', onChange);
    // A choice applied before this listened (the picker may hydrate first, ?variant=): read it now.
    onChange();
    return () => {
      alive.current = false;
      for (const id of timers) clearTimeout(id);
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
      button.removeEventListener('keyup', onKeyUp);
      scopeElement.removeEventListener('change', onChange);
    };
    // The handlers read live state through refs: they are bound once per mount.
  }, [button, runtime]);

  // The button is the server's element: its state shows through attributes a theme can style.
  useEffect(() => {
    button.classList.add('vitrine-add-to-cart');
    button.classList.toggle('vitrine-add-to-cart--adding', phase === 'adding');
    button.classList.toggle('vitrine-add-to-cart--added', phase === 'added');
    button.classList.toggle('vitrine-add-to-cart--sold-out', soldOut);
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    // The quantity beside a sold-out button takes nothing either (spec: the add button and
    // quantity follow); the quantity widget itself hydrates only when the shopper reaches it.
    const quantity = productScopeOf(button).querySelector<HTMLInputElement>(QUANTITY_FIELD);
    if (quantity) quantity.disabled = soldOut;
  }, [button, phase, soldOut, disabled]);
  useEffect(
    () => () => {
      button.classList.remove(
        'vitrine-add-to-cart',
        'vitrine-add-to-cart--adding',
        'vitrine-add-to-cart--added',
        'vitrine-add-to-cart--sold-out',
      );
      button.removeAttribute('aria-disabled');
    },
    [button],
  );

  return <div class="sqs-add-to-cart-button-inner">{label}</div>;
}

/**
 * Offer the product to the additional-fields lightbox; resolves whether it took it. When nobody
 * takes it and `wait` says the lightbox is on its way (handOff.ts), offer again once it is ready;
 * give up when its chunk fails or after HAND_OFF_WAIT_MS.
 */
function _handOff(
  button: Element,
  detail: AdditionalFieldsRequest,
  wait: boolean,
  runtime: VitrineRuntime,
): Promise<boolean> {
  const offer = () =>
    !button.dispatchEvent(
      new CustomEvent(ADDITIONAL_FIELDS_EVENT, { bubbles: true, cancelable: true, detail }),
    );
  if (offer()) return Promise.resolve(true);
  if (!wait) return Promise.resolve(false);
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
