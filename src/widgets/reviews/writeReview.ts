import { ApiError } from '../../api/ApiError.ts';
import { request } from '../../api/request.ts';
import type { FieldValues } from '../../api/routes/forms.ts';
import { REVIEW_FIELDS, reviewSubmit } from '../../api/routes/reviews.ts';
import { formMessages } from '../../i18n/areas/formMessages.ts';
import { reviewsMessages } from '../../i18n/areas/reviewsMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { isSafeUrl } from '../../runtime/patterns.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { fieldErrors } from '../additionalFields/fieldErrors.ts';
import { focusFirst, showFieldErrors } from '../visitorForm/fieldErrorsView.ts';
import { readFormItems, readValues } from '../visitorForm/readFormItems.ts';
import { refusedFields, saveFailureMessage } from '../visitorForm/saveFailureMessage.ts';

/** A field's element id on the page: the review's own field, under the prefix ('review-rating'). */
const PREFIX = 'review-';

export interface WriteReviewProps {
  productId: string;
  productUrl?: string | undefined;
  orderId?: string | undefined;
}

/**
 * The reviews-request page's form (page type 209), made to post a buyer's review: the forms' one
 * rule (src/api/formRules.ts, the server applies it too) with the forms' messages on each field
 * (visitor-form's view of them), the forms' failure messages by status above the button, and, once
 * posted, 'Thank you! Your review was posted.' with a link to the product page. Returns the stop.
 */
export function hydrateReviewForm(form: HTMLFormElement, runtime: VitrineRuntime, props: WriteReviewProps) {
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, reviewsMessages, formMessages);
  // Our checks and our messages on the fields: no browser bubble over them.
  form.noValidate = true;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const label = button?.textContent ?? '';
  let busy = false;

  const say = (message: string) => {
    let box = form.querySelector<HTMLElement>('.product-review-form-message');
    if (!box) {
      box = document.createElement('p');
      box.className = 'product-review-form-message';
      box.setAttribute('role', 'alert');
      (button ?? form.lastChild)?.before(box);
      if (!box.isConnected) form.append(box);
    }
    box.textContent = message;
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    const items = readFormItems(form);
    const byField: FieldValues = {};
    for (const [id, value] of Object.entries(readValues(items))) {
      if (id.startsWith(PREFIX)) byField[id.slice(PREFIX.length)] = value;
    }
    const onItems = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([id, message]) => [PREFIX + id, message]));
    say('');
    const invalid = showFieldErrors(items, onItems(fieldErrors(REVIEW_FIELDS, byField, catalogue)));
    if (invalid.length > 0) return focusFirst(invalid);
    busy = true;
    form.setAttribute('aria-busy', 'true');
    if (button) button.textContent = catalogue.t('form.submitting');
    const text = (id: string) => String(byField[id] ?? '').trim();
    try {
      await request(reviewSubmit, {
        base: config.apiBase,
        params: { itemId: props.productId },
        body: {
          rating: text('rating'),
          title: text('title'),
          text: text('text'),
          name: text('name'),
          ...(props.orderId ? { orderId: props.orderId } : {}),
        },
      });
    } catch (failure) {
      const refused = refusedFields(
        failure,
        REVIEW_FIELDS.map((f) => f.id),
        catalogue,
      );
      if (refused) {
        focusFirst(showFieldErrors(items, onItems(refused.onFields)));
        say(refused.elsewhere.join(' ') || catalogue.t('form.fieldsInvalid'));
      } else {
        if (!(failure instanceof ApiError)) runtime.handleError(failure, 'reviews', form);
        say(saveFailureMessage(failure, catalogue));
      }
      return;
    } finally {
      busy = false;
      form.removeAttribute('aria-busy');
      if (button) button.textContent = label;
    }
    const done = document.createElement('p');
    done.className = 'product-review-posted';
    done.tabIndex = -1;
    done.textContent = catalogue.t('reviews.posted');
    const after: Node[] = [done];
    if (props.productUrl && isSafeUrl(props.productUrl)) {
      const link = document.createElement('a');
      link.className = 'product-review-see';
      link.href = `${props.productUrl}#reviews`;
      link.textContent = catalogue.t('reviews.seeIt');
      const p = document.createElement('p');
      p.append(link);
      after.push(p);
    }
    form.replaceChildren(...after);
    done.focus();
  };
  const listener = (event: Event) => void onSubmit(event);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
