/**
 * The floor of the page benchmark's scale mode (test/bench/page.ts): what hydrating N add-to-cart
 * buttons costs with Preact alone and nothing else, bundled and minified as the bundle is. Each
 * button gets what Vitrine's add-to-cart gives it (src/widgets/addToCart/AddToCart.tsx, without
 * the catalogue, the cart service, the variants or the messages): its props read from the element's
 * attributes, a view rendered into it with `render`, click and key handlers and its state classes
 * set in effects, and the same User Timing mark and measure (`vitrine:hydrate:add-to-cart`) around
 * each render, so the benchmark times both the same way. Renders run in slices of at most 40 ms,
 * yielding between them, so no task of its own is long, as Vitrine's own scheduling means to.
 */
import { h, render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

type Phase = 'idle' | 'adding' | 'added';

interface Props {
  button: HTMLElement;
  itemId: string;
  label: string;
  quantity: number;
}

function AddToCart({ button, itemId, label, quantity }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);
  useEffect(() => {
    const add = async () => {
      if (busy.current) return;
      busy.current = true;
      setPhase('adding');
      try {
        await fetch('/api/commerce/cart/entries', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ itemId, quantity }),
        });
        setPhase('added');
      } catch {
        setPhase('idle');
      } finally {
        busy.current = false;
      }
    };
    const onClick = () => void add();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        void add();
      }
    };
    button.addEventListener('click', onClick);
    button.addEventListener('keydown', onKeyDown);
    return () => {
      button.removeEventListener('click', onClick);
      button.removeEventListener('keydown', onKeyDown);
    };
  }, [button, itemId, quantity]);
  useEffect(() => {
    button.classList.add('vitrine-add-to-cart');
    button.classList.toggle('vitrine-add-to-cart--adding', phase === 'adding');
    button.classList.toggle('vitrine-add-to-cart--added', phase === 'added');
  }, [button, phase]);
  const text = phase === 'adding' ? 'Adding…' : phase === 'added' ? 'Added!' : label;
  return h('div', { class: 'sqs-add-to-cart-button-inner' }, text);
}

function mount(button: HTMLElement) {
  const mark = 'vitrine:hydrate:add-to-cart';
  performance.mark(mark);
  const props: Props = {
    button,
    itemId: button.getAttribute('data-item-id') ?? '',
    label: button.getAttribute('data-original-label') ?? 'Add To Cart',
    quantity: 1,
  };
  // As Vitrine does: rendered over what the server put in the button (Preact reuses it).
  render(h(AddToCart, props), button);
  performance.measure(mark, mark);
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateAll() {
  const buttons = [...document.querySelectorAll<HTMLElement>('.sqs-add-to-cart-button')];
  let sliceStart = performance.now();
  for (const button of buttons) {
    if (performance.now() - sliceStart > 40) {
      await yieldToPage();
      sliceStart = performance.now();
    }
    mount(button);
  }
}

void hydrateAll();
