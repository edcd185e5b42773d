import { ApiError } from '../../api/ApiError.ts';
import { isEmail } from '../../api/formRules.ts';
import { signUpForRestock } from '../../api/restockApi.ts';
import { CaptchaAction } from '../../enums/captchaAction.ts';
import { restockMessages } from '../../i18n/areas/restockMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { captchaConfig } from '../../platform/captcha/captchaConfig.ts';
import { loaderConfig } from '../../runtime/markup.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
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

/**
 * The engine's restock form (`product-restock-notification`), made to sign the visitor up
 * (storefront spec §3, §4, §5, §7): the email checked, the waitlist captcha token fetched first,
 * errors under the form (cleared at each submit), and on success everything but the call to
 * action replaced by one message. Returns the stop.
 */
export function hydrateRestock(
  block: HTMLElement,
  runtime: VitrineRuntime,
  props: RestockFormProps,
): () => void {
  const form = block.querySelector('form');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  if (!form || !email) throw new TypeError('restock-form: no form with an email field');
  const config = loaderConfig(runtime.config);
  const catalogue = createCatalogue(config.locale, restockMessages);
  const { siteKey, src } = captchaConfig(runtime.config);
  // The waitlist token is asked for at the first submit: the captcha's code loads then, not with the page.
  const wantsCaptcha = !!siteKey || !!block.querySelector('.captcha-container');
  const token = async () => {
    if (!wantsCaptcha) return '';
    const { createCaptcha } = await import('../../platform/captcha/createCaptcha.ts');
    return createCaptcha({ siteKey, src, action: CaptchaAction.PRODUCT_WAITLIST_SUBMISSION }).execute();
  };
  const error = document.createElement('p');
  error.className = 'product-restock-error';
  error.id = `restock-error-${props.productId}-${props.variantId}`;
  error.setAttribute('role', 'alert');
  form.after(error);
  email.type = 'email';
  email.autocomplete = 'email';
  // The engine writes no label, only a placeholder: name the field by it for assistive technology.
  if (!email.labels?.length && !email.hasAttribute('aria-label') && email.placeholder) {
    email.setAttribute('aria-label', email.placeholder);
  }
  let busy = false;

  const show = (message: string) => {
    error.textContent = message;
    if (message) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', error.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  };

  const signUp = async () => {
    show('');
    const address = email.value.trim();
    if (!address) return (show(catalogue.t('restock.emailBlank')), email.focus());
    if (!isEmail(address)) return (show(catalogue.t('restock.emailInvalid')), email.focus());
    try {
      const recaptchaEnterpriseV3Token = await token();
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
      return show((failure instanceof ApiError && failure.serverMessage) || catalogue.t('restock.failed'));
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
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    form.setAttribute('aria-busy', 'true');
    signUp()
      .catch((failure: unknown) => runtime.handleError(failure, 'restock-form', block))
      .finally(() => {
        busy = false;
        form.removeAttribute('aria-busy');
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('submit', onSubmit);
    error.remove();
  };
}
