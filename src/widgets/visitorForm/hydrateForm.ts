import { fetchFormSubmissionKey, saveFormSubmission, validateForm } from '../../api/formApi.ts';
import type { FieldValues } from '../../api/routes/forms.ts';
import { CaptchaAction } from '../../enums/captchaAction.ts';
import { formMessages } from '../../i18n/areas/formMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { CaptchaError } from '../../platform/captcha/captchaProvider.ts';
import { type Captcha, createCaptcha } from '../../platform/captcha/createCaptcha.ts';
import { isSafeUrl } from '../../runtime/patterns.ts';
import { type PageSettings, pageSettings } from '../../runtime/settings.ts';
import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { fieldErrors } from '../additionalFields/fieldErrors.ts';
import { characterCounter } from './characterCounter.ts';
import { focusFirst, showFieldErrors } from './fieldErrorsView.ts';
import { readFormItems, readValues } from './readFormItems.ts';
import { popupOverlay } from './popupOverlay.ts';
import { runOwnerHtml } from './runOwnerHtml.ts';
import { refusedFields, saveFailureMessage } from './saveFailureMessage.ts';
import type { VisitorFormProps } from './visitorFormProps.ts';

/**
 * What the form tells the collectors (which run only with consent): it was rendered (census,
 * form-render), a newsletter form succeeded (tracker: the ad pixel's Subscribe).
 */
export const FORM_RENDER_EVENT = 'form:render';
export const SUBSCRIBED_EVENT = 'form:subscribed';

function _create<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

/**
 * The message under the form (role=alert: read as it appears), before the submit button, and
 * the banner above the form, hidden until a failure.
 */
function _addMessages(
  form: HTMLFormElement,
  button: HTMLElement | null,
  bannerText: string,
): [message: HTMLElement, banner: HTMLElement] {
  const message = _create('p', 'vitrine-form__message');
  message.setAttribute('role', 'alert');
  const anchor = button?.parentElement === form ? button : button?.parentElement;
  if (anchor && form.contains(anchor)) anchor.before(message);
  else form.append(message);
  const banner = _create('p', 'vitrine-form__banner');
  banner.hidden = true;
  banner.textContent = bannerText;
  form.prepend(banner);
  return [message, banner];
}

/** The form's captcha, in the page's own container or one made before `message`, rendering. */
function _startCaptcha(
  block: HTMLElement,
  form: HTMLFormElement,
  message: HTMLElement,
  props: VisitorFormProps,
  config: PageSettings,
  inPopup: boolean,
): Captcha {
  const { captchaSiteKey: siteKey, captchaSrc: src } = config;
  // A promotional popup's form, a newsletter block's, or any other form block's (engine spec §7).
  const action = inPopup
    ? CaptchaAction.PROMO_POPUP_SUBMISSION
    : props.newsletter
      ? CaptchaAction.NEWSLETTER_BLOCK_SUBMISSION
      : CaptchaAction.FORM_BLOCK_SUBMISSION;
  const captcha = createCaptcha({ siteKey, src, action, inLightbox: !!block.closest('[role="dialog"]') });
  let container = form.querySelector<HTMLElement>('.captcha-container');
  if (!container) {
    container = _create('div', 'captcha-container');
    message.before(container);
  }
  captcha.render(container).catch((error: unknown) => console.error(`[vitrine] ${String(error)}`));
  return captcha;
}

/** The form busy submitting, or not; `text`: what the submit button says meanwhile, or again. */
function _showBusy(
  form: HTMLFormElement,
  button: HTMLButtonElement | HTMLInputElement | null,
  on: boolean,
  text: string,
) {
  // ARIA states take 'true': a bare attribute ('') reads as false.
  if (on) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  if (!button) return;
  button.classList.toggle('vitrine-form__button--submitting', on);
  if (on) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  if (button.localName === 'input') button.value = text;
  else button.textContent = text;
}

/**
 * The form's success shown where the page keeps it: its submission text (or `submitted`) in the
 * form's place, focused, and its submission HTML run. The block holds the texts beside its form;
 * for a marker on the <form> itself, its parent does.
 */
function _showSubmitted(
  block: HTMLElement,
  form: HTMLFormElement,
  props: VisitorFormProps,
  submitted: string,
) {
  const parent = block === form ? (form.parentElement ?? block) : block;
  let text = parent.querySelector<HTMLElement>('.form-submission-text');
  if (!text) {
    text = _create('div', 'form-submission-text');
    text.textContent = props.submissionText || submitted;
    form.after(text);
  }
  form.hidden = true;
  text.hidden = false;
  text.tabIndex = -1;
  text.focus({ preventScroll: true });
  text.scrollIntoView({ block: 'center' });
  if (props.submissionHtml) {
    let html = parent.querySelector<HTMLElement>('.form-submission-html');
    if (!html) {
      html = _create('div', 'form-submission-html');
      text.after(html);
    }
    html.hidden = false;
    runOwnerHtml(html, props.submissionHtml);
  }
}

/**
 * A visitor form as the page wrote it, made to submit through the platform (engine spec §4, §5,
 * §7, §8): client checks, the captcha, the server's validation, a submission key, the save, and
 * every outcome. Works on the page's own markup where it stands; returns the stop.
 */
export function hydrateForm(
  block: HTMLElement,
  runtime: VitrineRuntime,
  props: VisitorFormProps,
): () => void {
  const form = block.localName === 'form' ? (block as HTMLFormElement) : block.querySelector('form');
  if (!form) throw new TypeError('visitor-form: the block holds no <form>');
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, formMessages);
  const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
  const label = button && (button.localName === 'input' ? button.value : button.textContent);
  const stops: Array<() => void> = [];
  let busy = false;
  let captcha: Captcha | undefined;

  form.noValidate = true;
  for (const item of readFormItems(form)) {
    const stop = characterCounter(item, catalogue);
    if (stop) stops.push(stop);
  }

  const [message, banner] = _addMessages(form, button, catalogue.t('form.problemBanner'));
  stops.push(() => (message.remove(), banner.remove()));

  const popup = popupOverlay(block);
  if (popup) stops.push(popup.stop);

  if (props.captchaEnabled) {
    const held = (captcha = _startCaptcha(block, form, message, props, config, !!popup));
    stops.push(() => held.destroy());
  }

  const setBusy = (on: boolean) => {
    busy = on;
    _showBusy(form, button, on, on ? catalogue.t('form.submitting') : (label ?? ''));
  };

  /** `lines`: more to say above the button, one line each (as text: a server's words are never markup). */
  const fail = (text: string, errors: Record<string, string> = {}, lines: readonly string[] = []) => {
    const invalid = showFieldErrors(readFormItems(form), errors);
    message.textContent = text;
    for (const line of lines) {
      const said = _create('span', 'vitrine-form__message-line');
      said.textContent = line;
      message.append(said);
    }
    banner.hidden = false;
    captcha?.reset();
    focusFirst(invalid);
  };

  const succeed = () => {
    popup?.submitted();
    if (props.newsletter) runtime.emit(SUBSCRIBED_EVENT, { formId: props.formId });
    // A redirect we follow: a same-site path or an http(s) URL (isSafeUrl), never javascript:,
    // data: or a path a browser reads as another host ('//host', '/\host').
    if (props.successRedirect && isSafeUrl(props.successRedirect)) {
      return location.assign(props.successRedirect);
    }
    _showSubmitted(block, form, props, catalogue.t('form.submitted'));
  };

  const submit = async () => {
    const items = readFormItems(form);
    let values: FieldValues;
    try {
      values = readValues(items);
    } catch {
      return fail(catalogue.t('form.unparsableFields'));
    }
    if (props.validate) {
      const errors = fieldErrors(items, values, catalogue);
      if (Object.keys(errors).length > 0) return fail(catalogue.t('form.fieldsInvalid'), errors);
    }
    showFieldErrors(items, {});
    message.textContent = '';
    banner.hidden = true;

    let captchaKey: string | undefined;
    if (captcha) {
      try {
        captchaKey = await captcha.token();
      } catch (error) {
        const incomplete = error instanceof CaptchaError && error.reason === 'incomplete';
        if (!incomplete) console.error(`[vitrine] ${String(error)}`);
        return fail(catalogue.t(incomplete ? 'form.completeCaptcha' : 'form.processingError'));
      }
    }

    try {
      // Its field messages are handled below; a platform without the pre-check (404, 405) is
      // no failure: the save validates anyway.
      const base = config.apiBase;
      await validateForm(props.formId, values, base);
      let key: string;
      try {
        ({ key } = await fetchFormSubmissionKey(base));
      } catch {
        return fail(catalogue.t('form.noSubmissionKey'));
      }
      await saveFormSubmission(
        {
          formId: props.formId,
          form: JSON.stringify(values),
          key,
          captchaKey,
          collectionId: props.collectionId,
          itemId: props.itemId,
          pageId: config.pageId,
          pagePath: location.pathname.slice(0, 2048),
          pageTitle: document.title.slice(0, 512),
        },
        base,
      );
    } catch (error) {
      // Field messages (from the pre-check or the save) go on the fields the page has; those for
      // fields it does not have are said above the button, so there is always something to fix.
      const refused = refusedFields(
        error,
        items.map((item) => item.id),
        catalogue,
      );
      return refused
        ? fail(catalogue.t('form.fieldsInvalid'), refused.onFields, refused.elsewhere)
        : fail(saveFailureMessage(error, catalogue));
    }
    succeed();
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    submit()
      .catch((error: unknown) => {
        runtime.handleError(error, 'visitor-form', block);
        fail(catalogue.t('form.unknownError'));
      })
      .finally(() => setBusy(false));
  };
  form.addEventListener('submit', onSubmit);
  stops.push(() => form.removeEventListener('submit', onSubmit));
  block.setAttribute(FORM_RENDERED_ATTR, '');
  stops.push(() => block.removeAttribute(FORM_RENDERED_ATTR));
  runtime.emit(FORM_RENDER_EVENT, { formId: props.formId, element: block });

  return () => {
    for (const stop of stops.splice(0)) stop();
    setBusy(false);
  };
}
