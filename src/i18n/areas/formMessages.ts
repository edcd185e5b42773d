import type { PluralForms } from '../messageIds.ts';

/** Forms' English (storefront §4, §5; engine spec §5, §8): async forms and visitor forms. */
export const formMessages = {
  // Async form, required fields, character counter
  'form.saving': 'Saving…',
  'form.required': 'Required',
  'form.characterCount': '{current} / {max}',

  // Visitor forms
  'form.characterLimitExceeded': 'You have exceeded the character limit.',
  'form.emailNotValid': 'Email is not valid. Email addresses should follow the format {email}.',
  'form.fieldsInvalid': 'One or more fields is invalid, please check your entries.',
  'form.unableToSubmit': 'Unable to submit form. Please try again later.',
  'form.notConfigured': 'This form has not been configured yet.',
  'form.rateLimited': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.unableToSend': 'Unable to send form. Please try again later.',
  'form.unknownError': 'Unknown error, please try again later.',
  'form.processingError': 'Error processing form submission. Please reload and try again.',
  'form.completeCaptcha': 'Complete CAPTCHA before submitting.',
  'form.noSubmissionKey': 'Could not get a form submission key, please try again later.',
  'form.unparsableFields': 'Could not parse the form fields, please check your entries.',
  'form.problemBanner': 'Your form has encountered a problem. Please scroll down (or up) to review.',
} satisfies Record<string, string | PluralForms>;
