import * as z from 'zod/mini';
import { readMaxLength } from '../formRules.ts';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/forms.ts';

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

const _saveBody = () =>
  z.strictObject({
    formId: id,
    form: jsonObjectText('form', 200_000),
    key: id,
    captchaKey: z.optional(text(4096)),
    collectionId: z.optional(text(128)),
    itemId: z.optional(text(128)),
    pageId: z.optional(text(128)),
    pagePath: z.optional(text(2048)),
    pageTitle: z.optional(text(512)),
  });

export const templateSchema = defineRoute({ ...wire.templateSchema, response: formSchema });

export const formValidate = sending<FieldValues>()({
  ...wire.formValidate,
  response: z.object({ success: z.literal(true) }),
});

export const formSubmissionKey = defineRoute({
  ...wire.formSubmissionKey,
  response: z.object({ key: z.string().check(z.minLength(1)) }),
});

export const formSave = sending<z.input<ReturnType<typeof _saveBody>>>()({
  ...wire.formSave,
  response: z.object({ success: z.literal(true) }),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const formsOnServer = () => ({
  templateSchema: serverRoute(templateSchema, {
    query: z.object({ type: z.string().check(z.minLength(1), z.maxLength(32)) }),
    faults: ['429', '500', 'slow', 'garbage'],
  }),
  formValidate: serverRoute(formValidate, {
    body: fieldValuesSchema(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
  formSubmissionKey: serverRoute(formSubmissionKey, { faults: ['429', '500', 'slow', 'garbage'] }),
  formSave: serverRoute(formSave, { body: _saveBody(), faults: ['429', '500', 'slow', 'garbage'] }),
});
