/** The actions a captcha token is requested for; the token is bound to its action. */
export const CaptchaAction = {
  FORM_BLOCK_SUBMISSION: 'FORM_BLOCK_SUBMISSION',
  NEWSLETTER_BLOCK_SUBMISSION: 'NEWSLETTER_BLOCK_SUBMISSION',
  PRODUCT_WAITLIST_SUBMISSION: 'PRODUCT_WAITLIST_SUBMISSION',
  PROMO_POPUP_SUBMISSION: 'PROMO_POPUP_SUBMISSION',
} as const;

export type CaptchaAction = (typeof CaptchaAction)[keyof typeof CaptchaAction];
