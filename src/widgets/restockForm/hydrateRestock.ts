import type { VitrineRuntime } from '../../runtime/types.ts';
import type { RestockFormProps } from './restockFormProps.ts';

/**
 * The engine's restock form (`product-restock-notification`), made to sign the visitor up. What
 * a submit does (signUp.ts: the checks, the captcha, the call) loads at the first submit, so a
 * sold-out product page carries only this much until the shopper asks. Returns the stop.
 */
export function hydrateRestock(
  block: HTMLElement,
  runtime: VitrineRuntime,
  props: RestockFormProps,
): () => void {
  const form = block.querySelector('form');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  // Not the engine's markup: nothing to hydrate (the element is left as it is).
  if (!form || !email) return () => undefined;
  email.type = 'email';
  // Our checks and our message, under the form: no browser bubble over it with a stale one.
  form.noValidate = true;
  email.autocomplete = 'email';
  // The engine writes no label, only a placeholder: name the field by it for assistive technology.
  if (!email.labels?.length && email.placeholder) email.setAttribute('aria-label', email.placeholder);
  let busy = false;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    import('./signUp.ts')
      .then(({ signUp }) => signUp({ block, form, email }, runtime, props))
      .catch((failure: unknown) => runtime.handleError(failure, 'restock-form', block))
      .finally(() => (busy = false));
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
