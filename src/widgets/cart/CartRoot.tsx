import type { ComponentChild } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hydrate, render } from 'react-dom';
import type { StoreCart } from '../../commerce/cart.ts';
import { formatStoreMoney } from '../../commerce/money/formatStoreMoney.ts';
import { cartMessages } from '../../i18n/areas/cartMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { services } from '../../runtime/services.ts';
import { isSafeUrl } from '../../runtime/patterns.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { announce } from '../../ui/announce.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { useCartState } from '../useCartState.ts';
import { type CartCatalogue, CartView } from './CartView.tsx';
import { readLineMedia } from './readLineMedia.ts';

export interface CartProps {
  /** where Continue Shopping leads (data-vitrine-continue-url; default '/') */
  continueUrl?: string | undefined;
}

const LINE = '[data-entry-id]:not(button)';
const STEP = '[data-cart-step]';
const REMOVE = '[data-cart-remove]';
const QTY = '.vitrine-cart__qty';
const MAX_QUANTITY = 9999;

/** Quantity and removal, and their failure words: a chunk of their own, fetched as the cart mounts. */
const changes = () => import('./cartChanges.ts');
/** "Customers also bought": a chunk of its own too. */
const related = () => import('./related.tsx');

/** Which control had focus when a line went: the same one of the next line takes it. */
interface FocusAfter {
  /** the line that went */
  gone: string;
  /** the line to focus, if any is left */
  next: string | undefined;
  control: string;
}

/**
 * The full-page cart (`#sqs-cart-root`, `[data-vitrine="cart"]`). Until the cart service knows
 * the cart, the server's markup stays as it came; from then on CartView draws the cart into the
 * root, reusing the server's elements (the same markup: nothing moves). Presses are heard on the
 * root, so the server's buttons work as soon as the widget is mounted. Quantity and removal go
 * through the cart service (cartChanges.ts: optimistic, rolled back on refusal with the line's
 * message); every change is announced politely; focus goes to the next line's control when a line goes, else to
 * the empty state. Another tab's change, a back/forward restore or an add elsewhere redraws it.
 */
export function CartRoot({ element, runtime, props }: WidgetProps<CartProps>) {
  const service = services(runtime).cart;
  const state = useCartState(service);
  const settings = pageSettings(runtime.config);
  const catalogue: CartCatalogue = createCatalogue(settings.locale, cartMessages);
  const media = useMemo(() => readLineMedia(element), [element]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [messages, setMessages] = useState<ReadonlyMap<string, string>>(new Map());
  const original = useRef<Node[] | undefined>(undefined);
  const focusAfter = useRef<FocusAfter | undefined>(undefined);
  const busyNow = useRef(new Set<string>());
  // "Customers also bought": while the server's is there and its chunk is not, undefined (the
  // first draw waits to repeat it); else null until there is one.
  const [section, setSection] = useState<ComponentChild>(() =>
    element.querySelector('.vitrine-cart__related') ? undefined : null,
  );
  const continueUrl = props.continueUrl && isSafeUrl(props.continueUrl) ? props.continueUrl : '/';
  const cart = state.cart;

  // The cart as it is now: read it when nobody has yet, and again after a back/forward restore
  // (it may have changed in another tab meanwhile).
  useEffect(() => {
    void changes();
    if (service.state.status === 'idle') void service.reload();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void service.reload();
    };
    addEventListener('pageshow', onShow);
    let stop: (() => void) | undefined | false;
    related().then(
      (m) => stop ?? (stop = m.watchRelated(element, runtime, service, media, setSection)),
      () => setSection(null),
    );
    return () => {
      removeEventListener('pageshow', onShow);
      if (stop) stop();
      stop = false;
    };
  }, [service]);

  // Draw the cart into the root, once the service knows it.
  useLayoutEffect(() => {
    if (!cart || section === undefined) return;
    const first = !original.current;
    original.current ??= [...element.childNodes].map((n) => n.cloneNode(true));
    const view = (
      <CartView
        cart={cart}
        media={media}
        catalogue={catalogue}
        locale={settings.locale}
        continueUrl={continueUrl}
        checkoutUrl={settings.checkoutUrl}
        busy={busy}
        messages={messages}
        related={section}
      />
    );
    // The server wrote this very cart: take its elements over as they are (focus, images and
    // all). Another cart (it changed meanwhile): draw it.
    if (first && _sameMarkup(view, element)) hydrate(view, element);
    else render(view, element);
    _moveFocus(element, focusAfter);
  });

  // Given back as the server sent it.
  useEffect(
    () => () => {
      if (!original.current) return;
      render(null, element);
      element.replaceChildren(...original.current);
    },
    [element],
  );

  // Presses and edits, heard on the root: they work on the server's markup and on ours alike.
  useEffect(() => {
    const quantityOf = (id: string, line: Element): number => {
      const entry = service.state.cart?.entries.find((e) => e.id === id);
      if (entry) return entry.quantity;
      const value = Number(line.querySelector<HTMLInputElement>(QTY)?.value);
      return Number.isInteger(value) ? value : 1;
    };

    const change = async (id: string, quantity: number, control: string) => {
      if (busyNow.current.has(id)) return;
      const before = service.state.cart;
      const entry = before?.entries.find((e) => e.id === id);
      const title = entry?.title ?? '';
      const removing = quantity <= 0;
      busyNow.current.add(id);
      setBusy(new Set(busyNow.current));
      setMessages((m) => _without(m, id));
      if (removing) {
        const lines = [...element.querySelectorAll(LINE)].map((l) => l.getAttribute('data-entry-id')!);
        const at = lines.indexOf(id);
        focusAfter.current = { gone: id, next: lines[at + 1] ?? lines[at - 1], control };
      }
      const { setQuantity, changeFailureMessage } = await changes();
      try {
        const after = await setQuantity(runtime, service, id, removing ? 0 : quantity);
        announce(_said(catalogue, settings.locale, after, title, removing ? 0 : quantity));
      } catch (error) {
        if (removing) focusAfter.current = { gone: '', next: id, control };
        setMessages((m) => new Map(m).set(id, changeFailureMessage(error, removing, catalogue)));
      } finally {
        busyNow.current.delete(id);
        setBusy(new Set(busyNow.current));
      }
    };

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`${STEP},${REMOVE}`);
      const line = button?.closest(LINE);
      const id = line?.getAttribute('data-entry-id');
      if (!button || !line || !id || !element.contains(line)) return;
      event.preventDefault();
      if (button.matches(REMOVE)) return void change(id, 0, REMOVE);
      if (button.getAttribute('aria-disabled') === 'true') return;
      const step = Number(button.getAttribute('data-cart-step'));
      const next = Math.min(MAX_QUANTITY, Math.max(1, quantityOf(id, line) + step));
      if (next !== quantityOf(id, line)) void change(id, next, `${STEP}[data-cart-step="${step}"]`);
    };

    const commit = (input: HTMLInputElement) => {
      const line = input.closest(LINE);
      const id = line?.getAttribute('data-entry-id');
      if (!line || !id) return;
      const current = quantityOf(id, line);
      const wanted = input.value.trim() === '' ? NaN : Number(input.value);
      if (!Number.isInteger(wanted) || wanted < 0 || wanted > MAX_QUANTITY) {
        input.value = String(current);
        return;
      }
      if (wanted !== current) void change(id, wanted, wanted === 0 ? REMOVE : QTY);
    };
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.matches?.(QTY)) commit(input);
    };
    const onKey = (event: KeyboardEvent) => {
      const input = event.target as HTMLInputElement;
      if (event.key === 'Enter' && input.matches?.(QTY)) {
        event.preventDefault();
        commit(input);
      }
    };
    element.addEventListener('click', onClick as EventListener);
    element.addEventListener('change', onChange);
    element.addEventListener('keydown', onKey as EventListener);
    return () => {
      element.removeEventListener('click', onClick as EventListener);
      element.removeEventListener('change', onChange);
      element.removeEventListener('keydown', onKey as EventListener);
    };
  }, [element, service, runtime]);

  return null;
}

/** After a line went (or came back): the next line's same control, else the empty state. */
function _moveFocus(root: Element, pending: { current: FocusAfter | undefined }) {
  const after = pending.current;
  if (!after) return;
  const active = document.activeElement;
  // Only where the shopper left it: the control that went, or nowhere.
  if (active && active !== document.body && active.isConnected && !root.contains(active)) {
    pending.current = undefined;
    return;
  }
  if (after.gone && root.querySelector(`${LINE}[data-entry-id="${CSS.escape(after.gone)}"]`)) return;
  pending.current = undefined;
  const line = after.next && root.querySelector(`${LINE}[data-entry-id="${CSS.escape(after.next)}"]`);
  const target =
    (line && (line.querySelector<HTMLElement>(after.control) ?? line.querySelector<HTMLElement>(REMOVE))) ||
    root.querySelector<HTMLElement>('.vitrine-cart__empty');
  target?.focus();
}

/** Whether the root holds what `view` draws: the same elements, attributes and text. */
function _sameMarkup(view: preact.VNode, element: Element): boolean {
  const drawn = document.createElement('div');
  render(view, drawn);
  const same = _shape(drawn) === _shape(element);
  render(null, drawn);
  return same;
}

/** An element's elements, attributes (in any order) and text (spaces collapsed), as one string. */
function _shape(node: Element): string {
  let out = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.textContent;
    else if (child.nodeType === 1) {
      const el = child as Element;
      // An input's value is a property (Preact sets it so), the server's an attribute. aria-busy
      // is a state a live widget sets on the server's element (the additional-fields opener while
      // its lightbox loads, pressed before the cart was known): not markup, and drawing the cart
      // anew over it would take the element, and the press under way, from the shopper.
      const attrs = [...el.attributes]
        .filter((a) => a.name !== 'value' && a.name !== 'aria-busy')
        .map((a) => `${a.name}=${a.value}`);
      if (el.localName === 'input') attrs.push(`value=${(el as HTMLInputElement).value}`);
      attrs.sort();
      out += `<${el.localName} ${attrs.join(' ')}>${_shape(el)}</>`;
    }
  }
  return out.replace(/\s+/g, ' ').replace(/ ?(<|>) ?/g, '$1');
}

/** What a change is announced as. */
function _said(
  c: CartCatalogue,
  locale: string,
  cart: StoreCart | undefined,
  title: string,
  quantity: number,
): string {
  if (cart && cart.entries.length === 0) return c.t('cart.nowEmpty');
  const subtotal = cart ? formatStoreMoney(cart.subtotalCents, cart.currencyCode, locale) : '';
  return quantity === 0
    ? c.t('cart.removed', { title, subtotal })
    : c.t('cart.quantityChanged', { title, quantity, subtotal });
}

function _without(map: ReadonlyMap<string, string>, id: string): ReadonlyMap<string, string> {
  if (!map.has(id)) return map;
  const next = new Map(map);
  next.delete(id);
  return next;
}
