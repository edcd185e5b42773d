import { ApiError } from './ApiError.ts';
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

/**
 * The server's pre-check of a form's values (the path is ours, docs/integrators/routes.md): resolves true when
 * it passed (any 2xx), false when the platform has no such check (404 or 405: the flow goes on to
 * the save, which validates anyway); a refusal is an ApiError (status 400) whose fieldErrors map
 * field id → message.
 */
export async function validateForm(formId: string, values: FieldValues, base?: string): Promise<boolean> {
  try {
    await request(formValidate, { base, params: { id: formId }, body: values });
    return true;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.kind === 'http' &&
      (error.status === 404 || error.status === 405)
    ) {
      return false;
    }
    throw error;
  }
}

export function fetchFormSubmissionKey(base?: string): Promise<{ key: string }> {
  return request(formSubmissionKey, { base });
}

/**
 * Resolves on any 2xx (the spec handles the answers by status); the spec's status table (400
 * errors map, 401, 404, 429, 500) is read from the ApiError's status.
 */
export async function saveFormSubmission(
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
): Promise<void> {
  await request(formSave, { base, body });
}
