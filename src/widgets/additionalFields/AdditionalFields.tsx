import { type FunctionComponent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { fetchInventoryStock } from '../../api/cartApi.ts';
import { fetchTemplateSchema } from '../../api/formApi.ts';
import { type Form, formSchema } from '../../api/routes/forms.ts';
import type { Cart } from '../../commerce/cart.ts';
import type { CartService } from '../../commerce/cartService.ts';
import { formMessages } from '../../i18n/areas/formMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { ADDITIONAL_FIELDS_EDIT } from '../../runtime/selectors.ts';
import { services } from '../../runtime/services.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { AdditionalFieldsLightboxProps, LightboxRequest } from './AdditionalFieldsLightbox.tsx';
import { canPurchase, heldInCart } from './canPurchase.ts';
import { readEditButton } from './editButton.ts';
import {
  ADDITIONAL_FIELDS_EVENT,
  ADDITIONAL_FIELDS_READY_EVENT,
  type AdditionalFieldsRequest,
} from './handOff.ts';

/** The template-schema call's `type`: the form block's (spec §7; the spec gives no number for it). */
export const FORM_BLOCK_TYPE = 'form';

const NAME = 'additional-fields';

/** The full-page cart, as the cart pill knows it (isCartPage.ts): busy while it recalculates. */
const CART_ROOT = '#sqs-cart-root, [data-vitrine="cart"]';

/**
 * The cart page's product form (engine spec §3's analytics events cart page product form open,
 * close and submit), told to the tracker on its bus (`track:event`, spelt here: a widget never
 * imports a collector; heard only once consent started it): on a page with the full-page cart,
 * whichever button opened the form, its product as object.
 */
function _track(runtime: WidgetProps['runtime'], action: 'open' | 'close' | 'submit', itemId: string) {
  if (document.querySelector(CART_ROOT))
    runtime.emit('track:event', { name: `cart_page_product_form_${action}`, object: itemId });
}

interface Shown {
  View: FunctionComponent<AdditionalFieldsLightboxProps>;
  form: Form;
  request: LightboxRequest;
  opener: HTMLElement;
  cart: CartService;
}

/**
 * One per page, listening for what opens the additional-fields lightbox: the add-to-cart button's
 * hand-off (a product with a form), and the cart's "Edit details" buttons. Before it opens: the
 * stock check of storefront spec §5 for an add, and the form. The lightbox itself (focus trap,
 * fields, submit) is a chunk of its own, fetched on the first open.
 */
export function AdditionalFields({ runtime }: WidgetProps) {
  const [shown, setShown] = useState<Shown | undefined>();
  // An entry's fields as last saved here: the page's markup still holds the old ones.
  const savedFields = useRef(new Map<string, string>());
  // Opening or open: what asks meanwhile is ignored (the lightbox is modal).
  const busy = useRef(false);

  useEffect(() => {
    const config = pageSettings(runtime.config);
    const catalogue = createCatalogue(config.locale, formMessages);
    const cart = services(runtime).cart;
    const formFor = _formFinder(config.apiBase);

    const alert = (opener: HTMLElement, title: string, message: string) =>
      import('../../ui/showAlert.tsx')
        .then(({ showAlert }) =>
          showAlert({ title, message, returnFocus: opener, okLabel: catalogue.t('dialog.ok') }),
        )
        .catch((error) => runtime.handleError(error, NAME, opener));

    const open = async (opener: HTMLElement, request: LightboxRequest, given: unknown) => {
      if (busy.current) return;
      busy.current = true;
      opener.setAttribute('aria-busy', 'true');
      try {
        const [form, { AdditionalFieldsLightbox: View }, inStock] = await Promise.all([
          formFor(given),
          import('./AdditionalFieldsLightbox.tsx'),
          request.kind === 'add' ? _stockAllows(request, cart, config.apiBase) : true,
        ]);
        if (!inStock) throw new RangeError('not enough stock');
        setShown({ View, form, request, opener, cart });
        _track(runtime, 'open', request.itemId);
      } catch (error) {
        busy.current = false;
        const rateLimited = error instanceof ApiError && error.kind === 'rate-limited';
        if (request.kind === 'add') {
          const title = config.expressCheckout
            ? catalogue.t('addToCart.alertTitleExpressCheckout')
            : catalogue.t('addToCart.alertTitle');
          void alert(
            opener,
            title,
            error instanceof RangeError
              ? catalogue.t('addToCart.notEnoughStock')
              : rateLimited
                ? catalogue.t('request.rateLimited')
                : catalogue.t('cart.unableToOpenForm'),
          );
        } else {
          void alert(
            opener,
            catalogue.t('cart.unableToOpenForm'),
            rateLimited ? catalogue.t('request.rateLimited') : catalogue.t('cart.tryAgain'),
          );
        }
        if (!(error instanceof ApiError || error instanceof RangeError))
          runtime.handleError(error, NAME, opener);
      } finally {
        opener.removeAttribute('aria-busy');
      }
    };

    const onHandOff = (event: Event) => {
      // Ours from here on, even while another request is being prepared (no second alert).
      event.preventDefault();
      const opener = event.target as HTMLElement;
      const detail = (event as CustomEvent<AdditionalFieldsRequest>).detail;
      const label = opener.getAttribute('data-original-label') || opener.textContent?.trim() || '';
      void open(opener, { kind: 'add', ...detail, label }, detail.form);
    };

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(ADDITIONAL_FIELDS_EDIT);
      if (!(button instanceof HTMLElement)) return;
      event.preventDefault();
      const edit = readEditButton(button);
      if (!edit) {
        void alert(button, catalogue.t('cart.unableToOpenForm'), catalogue.t('cart.tryAgain'));
        return;
      }
      const values = savedFields.current.get(edit.entryId) ?? edit.values;
      void open(
        button,
        { kind: 'edit', ...edit, values: values === undefined ? undefined : _parse(values) },
        edit.form,
      );
    };

    // The cart model's recalculating flag (spec §4), set while an edit is saved: the cart on
    // the page is busy meanwhile, for assistive technology and themes.
    const stopListening = cart.listen((state) => {
      for (const root of document.querySelectorAll(CART_ROOT)) {
        if (state.recalculating) root.setAttribute('aria-busy', 'true');
        else root.removeAttribute('aria-busy');
      }
    });

    document.addEventListener(ADDITIONAL_FIELDS_EVENT, onHandOff);
    document.addEventListener('click', onClick);
    // An add-to-cart click that came before us (our chunk was on its way) is offered again now.
    document.dispatchEvent(new Event(ADDITIONAL_FIELDS_READY_EVENT));
    return () => {
      stopListening();
      document.removeEventListener(ADDITIONAL_FIELDS_EVENT, onHandOff);
      document.removeEventListener('click', onClick);
    };
  }, [runtime]);

  if (!shown) return null;
  const { View, request, ...rest } = shown;
  // `saved`: what the form sent was taken (an entry's fields saved, or the product added).
  const onClosed = (saved: string | undefined) => {
    if (request.kind === 'edit' && saved !== undefined) savedFields.current.set(request.entryId, saved);
    if (saved !== undefined) _track(runtime, 'submit', request.itemId);
    _track(runtime, 'close', request.itemId);
    busy.current = false;
    setShown(undefined);
  };
  return <View runtime={runtime} request={request} {...rest} onClosed={onClosed} />;
}

function _parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The form to show: the one the page carries for the product (the button's data-form), else the
 * template-schema call's (spec §7), which is all an edit button without data-form has. The page's
 * own comes first because that call is keyed by block type only: it cannot tell two products'
 * forms apart. The template is asked for once a page (a failure is asked again next time).
 */
function _formFinder(base: string): (given: unknown) => Promise<Form> {
  let template: Promise<Form> | undefined;
  return async (given) => {
    const parsed = formSchema.safeParse(given);
    if (parsed.success) return parsed.data;
    template ??= fetchTemplateSchema(FORM_BLOCK_TYPE, base).catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return template;
  };
}

/** The cart as it is once any read under way has finished. */
function _settledCart(cart: CartService): Promise<Cart | null> {
  if (cart.state.status !== 'loading') return Promise.resolve(cart.state.cart);
  return new Promise((resolve) => {
    const stop = cart.listen((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state.cart);
    });
  });
}

async function _stockAllows(
  request: Extract<LightboxRequest, { kind: 'add' }>,
  cart: CartService,
  base: string,
): Promise<boolean> {
  const [{ results }, current] = await Promise.all([
    fetchInventoryStock(request.itemId, base),
    _settledCart(cart),
  ]);
  return canPurchase(results, heldInCart(current?.entries ?? [], request.itemId, request.sku));
}
