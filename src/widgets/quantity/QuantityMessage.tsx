import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { services } from '../../runtime/services.ts';
import { announce } from '../../ui/announce.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { checkQuantity } from './checkQuantity.ts';
import css from './quantity.css?inline';

export interface QuantityMessageProps extends WidgetProps {
  input: HTMLInputElement;
  /** the event that brought this code: judged at once ('blur': the shopper left the field) */
  first: 'input' | 'blur';
  /** while the product or its chosen variant is sold out, nothing is said */
  soldOut: boolean;
}

let _count = 0;

/**
 * What is wrong with the quantity (storefront §5), as the shopper types or leaves the field:
 * under the field, on it (aria-invalid, aria-describedby) and to screen readers (polite); gone
 * once fixed. Typing is never blocked. Loaded with the first keystroke (QuantityInput).
 */
export function QuantityMessage({ element, runtime, input, first, soldOut }: QuantityMessageProps) {
  const [id] = useState(() => `vitrine-quantity-${++_count}`);
  const [message, setMessage] = useState('');

  useEffect(() => {
    injectStyles('quantity', css);
    // The page's own words (data-vitrine-messages) are read once the shared services start.
    services(runtime);
    const catalogue = createCatalogue(pageSettings(runtime.config).locale);
    // Typing: judge once there is something to judge (a number field reports text it cannot
    // read as badInput, with an empty value); leaving the field: an empty one too.
    const check = (leaving: boolean) => {
      const pending = input.value === '' && !input.validity?.badInput && !leaving;
      const result = pending ? undefined : checkQuantity(input.value, catalogue);
      const next = result && !result.ok ? result.message : '';
      setMessage((shown) => {
        if (next && next !== shown) announce(next);
        return next;
      });
    };
    const onInput = () => check(false);
    const onBlur = () => check(true);
    check(first === 'blur');
    input.addEventListener('input', onInput);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
    };
  }, [input, first, runtime]);

  const shown = soldOut ? '' : message;
  useEffect(() => {
    if (!shown) return;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', id);
    return () => {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    };
  }, [input, id, shown]);

  return shown
    ? createPortal(
        <div id={id} class="vitrine-quantity-message">
          {shown}
        </div>,
        element,
      )
    : null;
}
