import * as z from 'zod/mini';
import { readMaxLength } from '../formRules.ts';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, onServer } from '../route.ts';

const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.minLength(1), z.maxLength(128));

/** One field of a form (spec: Form.fields; the builder's per-type options are optional). */
export const formFieldSchema = z.object({
  /** the element id that keys its value (spec: "each field is keyed by its element id") */
  id,
  /** a visitor form field kind (FormFieldType) or a builder type: text, email, textarea … */
  type: z.string(),
  title: z.string(),
  required: z._default(z.boolean(), false),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  /** radio, checkbox, select and likert choices */
  options: z.optional(z.array(z.string())),
  /** textarea character limit, read as an integer (readMaxLength: -1 or '500.5' are 0 and 500); 0 or absent means none */
  maxLength: z.optional(z.pipe(z.unknown(), z.transform(readMaxLength))),
  /** a hidden field's query-string name and its own value (the builder's key and value) */
  key: z.optional(z.string()),
  value: z.optional(z.string()),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** A form as the platform describes it (storefront spec, section 3: Form). */
export const formSchema = z.object({
  id,
  name: z.string(),
  fields: z.array(formFieldSchema),
  parsedSubmissionMessage: z._default(z.string(), ''),
  submissionHTML: z._default(z.string(), ''),
  successRedirect: z._default(z.string(), ''),
  parsedDisclaimerMessage: z._default(z.string(), ''),
  captchaEnabled: z._default(z.boolean(), false),
  /** a newsletter block's form: its captcha action is NEWSLETTER_BLOCK_SUBMISSION, and success is a subscribe event */
  newsletter: z._default(z.boolean(), false),
  /** ours: the form of a promotional popup (its captcha action is PROMO_POPUP_SUBMISSION) */
  promoPopup: z._default(z.boolean(), false),
  captchaTheme: z.optional(z.string()),
  captchaAlignment: z.optional(z.string()),
  /** ours: the submit button's words on the page */
  submitLabel: z.optional(z.string()),
});
export type Form = z.infer<typeof formSchema>;

/**
 * A field's value: one string, the boxes checked of a group, or the parts of a multi-part
 * field (name: First/Last, address: Line1…, date, time, phone).
 */
const fieldValueSchema = () =>
  z.union([text(10_000), z.array(text(10_000)).check(z.maxLength(100)), z.record(text(64), text(10_000))]);
export type FieldValue = z.infer<ReturnType<typeof fieldValueSchema>>;

/**
 * A form's values by field id, as the server checks them. Built on call: only the server checks
 * what comes in, and as a module-level schema it would ship to every page (z.record and z.union
 * are kinds no browser schema needs otherwise).
 */
export const fieldValuesSchema = () => z.record(id, fieldValueSchema());
export type FieldValues = z.infer<ReturnType<typeof fieldValuesSchema>>;

/** Path ours; `type` is the form block type (the fixture server has one template for it). */
export const templateSchema = defineRoute({
  name: 'templateSchema',
  method: 'GET',
  path: '/api/template/schema',
  encoding: 'none',
  query: onServer ? z.object({ type: z.string().check(z.minLength(1), z.maxLength(32)) }) : undefined,
  response: formSchema,
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

/**
 * Path ours. A failure is a 400 whose `errors` maps field id → message; the spec does not show
 * the success answer (storefront spec §7), so any 2xx passes (ours answers `{success: true}`).
 * A platform without the route (404, 405) has no server pre-check (src/api/formApi.ts).
 */
export const formValidate = defineRoute({
  name: 'formValidate',
  method: 'POST',
  path: '/api/forms/{id}/validate',
  encoding: 'json',
  body: onServer ? fieldValuesSchema() : undefined,
  response: z.object({ success: z.literal(true) }),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow', 'garbage'],
});

/** Fixed by the spec: empty body, with credentials; reads `key`. */
export const formSubmissionKey = defineRoute({
  name: 'formSubmissionKey',
  method: 'POST',
  path: '/api/form/FormSubmissionKey',
  encoding: 'none',
  response: z.object({ key: z.string().check(z.minLength(1)) }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

/**
 * Fixed by the spec: form (JSON text of the values), key, optional captchaKey and
 * page-context fields, with credentials. `formId` is the page-context field naming the form.
 * Sent as application/json, which a page on another origin cannot send without a CORS
 * preflight: with the single-use key, that is this call's CSRF defence instead of the crumb.
 * Its answers are "handled by status" (engine spec §7): any 2xx is success, whatever its body.
 */
export const formSave = defineRoute({
  name: 'formSave',
  method: 'POST',
  path: '/api/form/SaveFormSubmission',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        formId: id,
        form: jsonObjectText('form', 200_000),
        key: id,
        captchaKey: z.optional(text(4096)),
        collectionId: z.optional(text(128)),
        itemId: z.optional(text(128)),
        pageId: z.optional(text(128)),
        pagePath: z.optional(text(2048)),
        pageTitle: z.optional(text(512)),
      })
    : undefined,
  response: z.object({ success: z.literal(true) }),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});
