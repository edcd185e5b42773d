import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { formMessages } from '../../i18n/areas/formMessages.ts';
import type { IdOf } from '../../i18n/messageIds.ts';
import type { FormItem } from './readFormItems.ts';

const COUNTER_CLASS = 'vitrine-form__counter';
const OVER_CLASS = 'vitrine-form__counter--over';

/**
 * Storefront spec §5: a multi-line field with a maximum shows 'current / max', marked in error
 * past the maximum; typing is never blocked. The page may write the counter itself (no layout
 * shift at hydration); one is added after the field otherwise. Returns the stop.
 */
export function characterCounter(
  item: FormItem,
  catalogue: Catalogue<IdOf<typeof formMessages>>,
): (() => void) | undefined {
  const field = item.controls.find((c): c is HTMLTextAreaElement => c.localName === 'textarea');
  if (!field || item.maxLength <= 0) return undefined;
  let counter = item.element.querySelector<HTMLElement>(`.${COUNTER_CLASS}`);
  const added = !counter;
  if (!counter) {
    counter = document.createElement('span');
    counter.className = COUNTER_CLASS;
    field.after(counter);
  }
  counter.id ||= `${item.id}-vitrine-counter`;
  const show = () => {
    const current = field.value.length;
    counter.textContent = catalogue.t('form.characterCount', { current, max: item.maxLength });
    counter.classList.toggle(OVER_CLASS, current > item.maxLength);
  };
  if (!(field.getAttribute('aria-describedby') ?? '').includes(counter.id)) {
    field.setAttribute(
      'aria-describedby',
      `${field.getAttribute('aria-describedby') ?? ''} ${counter.id}`.trim(),
    );
  }
  show();
  field.addEventListener('input', show);
  return () => {
    field.removeEventListener('input', show);
    if (added) counter.remove();
  };
}
