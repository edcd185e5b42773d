import type { PluralForms } from '../messageIds.ts';

/** Forms' English (storefront §4, §5; engine spec §5, §8): async forms and visitor forms. */
export const formMessages = {
  // The additional-fields lightbox's refusals (engine spec §8: cart messages)
  'cart.unableToUpdateForm': 'Unable to update form',
  'cart.updateInvalidInformation': 'Update the missing or invalid information above',
  // Async form, required fields, character counter
  'form.saving': 'Saving…',
  // Visitor form submit: the locked button (engine spec §4)
  'form.submitting': 'Submitting…',
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

  // Not spec wording: the additional-fields lightbox's own words (its close and save buttons, what
  // a screen reader hears after an edit) and the labels of the multi-part fields' parts
  'form.close': 'Close',
  'form.save': 'Save',
  'form.updated': 'Your details were updated.',
  'form.submitted': 'Thank you! Your form was sent.',
  // A server's message for a field the page does not have, said above the button with its id
  'form.otherFieldError': '{field}: {message}',
  'form.part.First': 'First Name',
  'form.part.Last': 'Last Name',
  'form.part.Line1': 'Address 1',
  'form.part.Line2': 'Address 2',
  'form.part.City': 'City',
  'form.part.State': 'State/Province',
  'form.part.Zip': 'ZIP/Postal Code',
  'form.part.Country': 'Country',
  'form.part.Month': 'Month',
  'form.part.Day': 'Day',
  'form.part.Year': 'Year',
  'form.part.Hour': 'Hour',
  'form.part.Minute': 'Minute',
  'form.part.Second': 'Second',
  'form.part.Ampm': 'AM/PM',
  'form.ampm.AM': 'AM',
  'form.ampm.PM': 'PM',
} satisfies Record<string, string | PluralForms>;
