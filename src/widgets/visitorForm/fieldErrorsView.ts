import type { FormItem } from './readFormItems.ts';

const ERROR_CLASS = 'vitrine-form__error';
const INVALID_CLASS = 'vitrine-form__item--invalid';

function _errorId(item: FormItem): string {
  return `${item.id}-vitrine-error`;
}

/** The ids a control is described by, without ours. */
function _describedBy(control: Element, without: string): string[] {
  return (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== without);
}

/**
 * Shows `message` above the field's title (storefront spec §5), tied to each of its controls for
 * assistive technology (aria-invalid, aria-describedby); undefined clears it.
 */
export function showFieldError(item: FormItem, message: string | undefined): void {
  const id = _errorId(item);
  let error = item.element.querySelector<HTMLElement>(`.${ERROR_CLASS}`);
  item.element.classList.toggle(INVALID_CLASS, message !== undefined);
  for (const control of item.controls) {
    const ids = _describedBy(control, id);
    if (message !== undefined) {
      control.setAttribute('aria-invalid', 'true');
      ids.unshift(id);
    } else control.removeAttribute('aria-invalid');
    if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
  }
  if (message === undefined) return void error?.remove();
  if (!error) {
    error = document.createElement('p');
    error.id = id;
    error.className = ERROR_CLASS;
    const title = item.element.querySelector('.title');
    // A legend must stay its fieldset's first child: the message goes above the fieldset when
    // the item wraps it, else just after the legend (still above the controls).
    const anchor =
      title?.localName === 'legend' && title.parentElement !== item.element ? title.parentElement : title;
    if (anchor?.localName === 'legend') anchor.after(error);
    else if (anchor) anchor.before(error);
    else item.element.prepend(error);
  }
  error.textContent = message;
}

/** Shows each message on its field and clears the others; returns the fields now in error. */
export function showFieldErrors(
  items: readonly FormItem[],
  errors: Readonly<Record<string, string>>,
): FormItem[] {
  const invalid: FormItem[] = [];
  for (const item of items) {
    const message = Object.hasOwn(errors, item.id) ? errors[item.id] : undefined;
    showFieldError(item, message);
    if (message !== undefined) invalid.push(item);
  }
  return invalid;
}

/** Focus to the first field in error (its first control), so a keyboard user lands on it. */
export function focusFirst(invalid: readonly FormItem[]): void {
  const control = invalid[0]?.controls.find((c) => !c.disabled && c.type !== 'hidden');
  control?.focus();
}
