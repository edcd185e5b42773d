import { request } from './request.ts';
import {
  type FieldValues,
  type Form,
  formSave,
  formSubmissionKey,
  formValidate,
  templateSchema,
} from './routes/forms.ts';

/** Typed form calls; `base` is the loader's data-api-base ('' = the page's origin). */
export function fetchTemplateSchema(type: string, base?: string): Promise<Form> {
  return request(templateSchema, { base, query: { type } });
}

/** Resolves when valid; a refusal is an ApiError (status 400) whose fieldErrors map field id → message. */
export function validateForm(formId: string, values: FieldValues, base?: string): Promise<{ success: true }> {
  return request(formValidate, { base, params: { id: formId }, body: values });
}

export function fetchFormSubmissionKey(base?: string): Promise<{ key: string }> {
  return request(formSubmissionKey, { base });
}

/** The spec's status table (400 errors map, 401, 404, 429, 500) is read from the ApiError's status. */
export function saveFormSubmission(
  body: {
    formId: string;
    form: string;
    key: string;
    captchaKey?: string;
    collectionId?: string;
    itemId?: string;
    pageId?: string;
    pagePath?: string;
    pageTitle?: string;
  },
  base?: string,
): Promise<{ success: true }> {
  return request(formSave, { base, body });
}
