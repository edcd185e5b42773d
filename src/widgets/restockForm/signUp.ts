import { ApiError } from '../../api/ApiError.ts';
import { isEmail } from '../../api/formRules.ts';
import { signUpForRestock } from '../../api/restockApi.ts';
import { CaptchaAction } from '../../enums/captchaAction.ts';
import { restockMessages } from '../../i18n/areas/restockMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { createCaptcha } from '../../platform/captcha/createCaptcha.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { injectStyles } from '../../ui/injectStyles.ts';
import css from './restockForm.css?inline';
import type { RestockFormProps } from './restockFormProps.ts';

/**
 * The language a page translation tool shows, when there is one (storefront spec §7: the
 * sign-up carries it). The platform's is Weglot: `Weglot.getCurrentLang()`.
 */
function _translatedLanguage(): string | undefined {
  try {
    const tool = (window as { Weglot?: { getCurrentLang?: () => unknown } }).Weglot;
    const lang = tool?.getCurrentLang?.();
    return typeof lang === 'string' && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? lang : undefined;
  } catch {
    return undefined;
  }
}

export interface RestockForm {
  block: HTMLElement;
  form: HTMLFormElement;
  email: HTMLInputElement;
}

/** The message under the form (role=alert), added at the first submit. */
function _show({ block, form, email }: RestockForm, message: string) {
  let error = block.querySelector<HTMLElement>('.product-restock-error');
  if (!error) {
    error = document.createElement('p');
    error.className = 'product-restock-error';
    error.id = `restock-error-${block.getAttribute('data-product-id') ?? ''}-${block.getAttribute('data-variant-id') ?? ''}`;
    error.setAttribute('role', 'alert');
    form.after(error);
  }
  error.textContent = message;
  if (message) {
    email.setAttribute('aria-invalid', 'true');
    email.setAttribute('aria-describedby', error.id);
  } else {
    email.removeAttribute('aria-invalid');
    email.removeAttribute('aria-describedby');
  }
}

/**
 * One submit of the restock form (storefront spec §3, §4, §5, §7): the email checked, the
 * waitlist captcha token fetched first (when the site has a captcha), the sign-up, and its outcome:
 * the server's message or 'Unable to submit form. Please try again later.' under the form, or
 * everything but the call to action replaced by 'Signed up!' (or the site's own words for it).
 */
export async function signUp(
  form: RestockForm,
  runtime: VitrineRuntime,
  props: RestockFormProps,
): Promise<void> {
  form.form.setAttribute('aria-busy', 'true');
  try {
    await _signUp(form, runtime, props);
  } finally {
    form.form.removeAttribute('aria-busy');
  }
}

async function _signUp(form: RestockForm, runtime: VitrineRuntime, props: RestockFormProps): Promise<void> {
  const { block, email } = form;
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, restockMessages);
  // Its styles are for its messages only, which a submit brings.
  injectStyles('restock-form', css);
  _show(form, '');
  const address = email.value.trim();
  if (!address) return (_show(form, catalogue.t('restock.emailBlank')), email.focus());
  if (!isEmail(address)) return (_show(form, catalogue.t('restock.emailInvalid')), email.focus());
  try {
    const { captchaSiteKey: siteKey, captchaSrc: src } = pageSettings(runtime.config);
    const recaptchaEnterpriseV3Token =
      siteKey || block.querySelector('.captcha-container')
        ? await createCaptcha({ siteKey, src, action: CaptchaAction.PRODUCT_WAITLIST_SUBMISSION }).execute()
        : '';
    const language = _translatedLanguage();
    await signUpForRestock(
      {
        isJoinMailingList:
          block.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]')?.checked ?? false,
        productId: props.productId,
        variantId: props.variantId,
        siteVisitorEmail: address,
        recaptchaEnterpriseV3Token,
        ...(language ? { language } : {}),
      },
      config.apiBase,
    );
  } catch (failure) {
    if (!(failure instanceof ApiError)) console.error(`[vitrine] ${String(failure)}`);
    return _show(
      form,
      (failure instanceof ApiError && failure.serverMessage) || catalogue.t('restock.failed'),
    );
  }
  const done = document.createElement('p');
  done.className = 'product-restock-success';
  done.tabIndex = -1;
  done.textContent = catalogue.t('restock.signedUp');
  for (const child of [...block.children]) {
    if (!child.classList.contains('product-restock-cta')) child.remove();
  }
  block.append(done);
  done.focus();
}
