import { type FunctionComponent, useEffect, useState } from 'react';
import {
  chosenVariant,
  isVariantSoldOut,
  productScopeOf,
  readProductScope,
  type ScopeVariant,
  VARIANT_CHANGE_EVENT,
  type VariantChangeDetail,
} from '../../commerce/productScope.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { QuantityMessageProps } from './QuantityMessage.tsx';

/** Sold out in every variant (product-status), or in the variant chosen now. */
function _soldOut(element: Element, variant: ScopeVariant | undefined): boolean {
  return readProductScope(element).soldOutMark || (variant !== undefined && isVariantSoldOut(variant));
}

/**
 * The engine's `quantity-input`, left where the server put it (the field keeps its focus and
 * what the shopper typed). It is disabled while the product, or the variant chosen, is sold out
 * (the add button then says Sold Out). What is wrong with a quantity is said by QuantityMessage,
 * whose code comes with the shopper's first keystroke in the field.
 */
export function QuantityInput(props: WidgetProps) {
  const { element, runtime } = props;
  const input = element.querySelector('input');
  const [soldOut, setSoldOut] = useState(() => _soldOut(element, chosenVariant(readProductScope(element))));
  const [first, setFirst] = useState<'input' | 'blur'>();
  const [Message, setMessage] = useState<FunctionComponent<QuantityMessageProps>>();

  useEffect(() => {
    const scope = productScopeOf(element);
    // The variant picker says what is chosen (a choice made before this mounted was read above).
    const onVariant = (event: Event) =>
      setSoldOut(_soldOut(element, (event as CustomEvent<VariantChangeDetail>).detail?.variant));
    scope.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
    return () => scope.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
  }, [element]);

  // Until the message's code is here, the last keystroke or leaving is kept for it to judge.
  useEffect(() => {
    if (!input || Message) return;
    let loading = false;
    const onEvent = (event: Event) => {
      setFirst(event.type as 'input' | 'blur');
      if (loading) return;
      loading = true;
      import('./QuantityMessage.tsx')
        .then((m) => setMessage(() => m.QuantityMessage))
        .catch((error) => runtime.handleError(error, 'quantity', element));
    };
    input.addEventListener('input', onEvent);
    input.addEventListener('blur', onEvent);
    return () => {
      input.removeEventListener('input', onEvent);
      input.removeEventListener('blur', onEvent);
    };
  }, [element, input, runtime, Message]);

  // The field is the server's: its state shows through its own attribute, given back on unmount.
  useEffect(() => {
    if (!input) return;
    const serverDisabled = input.disabled;
    input.disabled = serverDisabled || soldOut;
    return () => {
      input.disabled = serverDisabled;
    };
  }, [input, soldOut]);

  return input && Message && first ? (
    <Message {...props} input={input} first={first} soldOut={soldOut} />
  ) : null;
}
