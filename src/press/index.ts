/**
 * chunks/press.js: the replay of a press the loader held (loader/observer.ts) on a marker whose
 * widget had not mounted. The loader decided synchronously what to hold: a click or tap, a form's
 * submit, Enter or Space on a role=button control (it prevented the default and stopped the
 * event there, and started every widget around it). Here it is played again, exactly once, when
 * all of them have settled (mounted, declined or failed):
 * - a submit as the form's requestSubmit (with the same submitter), so the widget's own submit
 *   handler runs, or the browser's own submit if no widget took the form;
 * - a click, Enter (pressed on key down) or Space (pressed on key up) as a click on the control
 *   pressed, as a native button makes a click of them; Space's key down and Enter's key up are
 *   not presses, and were only kept from scrolling or repeating.
 * A control the mount replaced (its element left the page: a widget that draws its own) is pressed
 * as its counterpart in the new markup (`counterpart`), else through its marker.
 *
 * A press made before the loader ran comes with its `path` (the page's snippet kept it, with
 * the path it took: docs/integrators/embed.md, "No press is lost"). Nothing held it: it reached
 * the page's own listeners and the browser did what it does with it. So a click the browser
 * acted on (`browserActed`: a link followed, a form submitted, a field or a label used) is not
 * played again, nor a submit the snippet let through; any other is, as above.
 */
export function press(
  press: Event,
  pending: ReadonlyArray<Promise<unknown>>,
  marker: HTMLElement,
  path?: readonly EventTarget[],
): Promise<void> {
  const { type } = press;
  const key = (press as KeyboardEvent).key;
  if (key !== undefined && (key === ' ') !== (type === 'keyup')) return Promise.resolve();
  if (path && key === undefined && browserActed(press)) return Promise.resolve();
  return Promise.all(pending).then(() => {
    const pressed = press.target as HTMLElement;
    const target =
      pressed.isConnected && typeof pressed.click === 'function'
        ? pressed
        : (counterpart(pressed, marker) ?? marker);
    if (type === 'submit') {
      const form = target as HTMLFormElement;
      const submitter = (press as SubmitEvent).submitter;
      form.requestSubmit(
        submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null,
      );
    } else target.click();
  });
}

/**
 * The element a widget drew in place of the one pressed: the same kind of element with the same
 * value (a radio, an option, a button's value), else with the same text (a button, a label), else
 * the only one of its kind in the marker.
 */
export function counterpart(pressed: HTMLElement, marker: HTMLElement): HTMLElement | undefined {
  const candidates = [...marker.querySelectorAll<HTMLElement>(pressed.tagName)];
  const value = pressed.getAttribute('value');
  const text = pressed.textContent?.trim();
  const found =
    value !== null
      ? candidates.find((el) => el.getAttribute('value') === value)
      : text
        ? candidates.find((el) => el.textContent?.trim() === text)
        : undefined;
  return found ?? (candidates.length === 1 ? candidates[0] : undefined);
}

/**
 * The forms the page's snippet keeps from the browser's own submit until the loader has run, for
 * their widgets to send: those in a `data-vitrine` marker and the engine's restock forms, whose
 * marker is their class. WIDGET_ATTR and RESTOCK_FORM (src/runtime/selectors.ts), spelt out as the
 * snippet spells them: an import would add an export to the markup chunk every product page loads,
 * for this one chunk's sake (test/unit/loader/snippet.test.ts checks all three agree).
 */
export const KEPT_FORMS = '[data-vitrine], .product-restock-notification';

/**
 * Whether the browser did what it does with a press the loader did not hold (one made before it
 * ran): a submit the page's snippet let through (its form is not one of KEPT_FORMS), or a click
 * with a default of its own: following a link, submitting or resetting a form, using a field, a
 * label or a summary. A button outside a form, or of type "button", has none (nor has a
 * role=button element): only script gives it a meaning.
 */
export function browserActed(press: Event): boolean {
  const target = press.target as Element;
  if (press.type === 'submit') return !target.closest(KEPT_FORMS);
  const control = target.closest('a[href],label,input,select,textarea,summary,button');
  return (
    !!control &&
    (control.tagName !== 'BUTTON' ||
      (!!(control as HTMLButtonElement).form && (control as HTMLButtonElement).type !== 'button'))
  );
}
