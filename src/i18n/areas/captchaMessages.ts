import type { PluralForms } from '../messageIds.ts';

/**
 * The captcha client's English (engine spec §8, Platform): developer-facing, for the console and
 * the errors it rejects with; a visitor reads the forms' own words ('Complete CAPTCHA before
 * submitting.' …) instead.
 */
export const captchaMessages = {
  'captcha.notSetUp': 'ReCaptcha has not been set up!',
  // Not spec wording: the spec says only that these reject, saying why
  'captcha.noSiteKey': 'A captcha site key is required (data-captcha-site-key on the loader tag).',
  'captcha.incomplete': 'The captcha challenge has not been completed.',
  'captcha.destroyed': 'The captcha was destroyed: its document is gone.',
} satisfies Record<string, string | PluralForms>;
