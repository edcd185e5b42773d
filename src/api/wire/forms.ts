import type { Wire } from '../route.ts';

/** Path ours; `type` is the form block type (the fixture server has one template for it). */
export const templateSchema = {
  name: 'templateSchema',
  method: 'GET',
  path: '/api/template/schema',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Path ours. A failure is a 400 whose `errors` maps field id → message; the spec does not show
 * the success answer (storefront spec §7), so any 2xx passes (ours answers `{success: true}`).
 * A platform without the route (404, 405) has no server pre-check (src/api/formApi.ts).
 */
export const formValidate = {
  name: 'formValidate',
  method: 'POST',
  path: '/api/forms/{id}/validate',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

/** Fixed by the spec: empty body, with credentials; reads `key`. */
export const formSubmissionKey = {
  name: 'formSubmissionKey',
  method: 'POST',
  path: '/api/form/FormSubmissionKey',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Fixed by the spec: form (JSON text of the values), key, optional captchaKey and
 * page-context fields, with credentials. `formId` is the page-context field naming the form.
 * Sent as application/json, which a page on another origin cannot send without a CORS
 * preflight: with the single-use key, that is this call's CSRF defence instead of the crumb.
 * Its answers are "handled by status" (engine spec §7): any 2xx is success, whatever its body.
 */
export const formSave = {
  name: 'formSave',
  method: 'POST',
  path: '/api/form/SaveFormSubmission',
  encoding: 'json',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;
