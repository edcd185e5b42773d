import * as z from 'zod/mini';
import { flagProp, requiredTextProp } from '../../runtime/props.ts';

/**
 * A visitor form block's settings (docs/theme-authors/visitor-forms.md): `data-form-id` on the block, the rest
 * from its `<script type="application/json">` child (the form's configuration, engine spec §3)
 * or data-vitrine-* attributes.
 */
export const visitorFormProps = z.object({
  formId: requiredTextProp,
  /** where success goes; empty: the submission text is shown in place of the form */
  successRedirect: z._default(z.string(), ''),
  /** the owner's post-submit HTML, run with its scripts after an in-place success */
  submissionHtml: z._default(z.string(), ''),
  /** plain text shown on success when the page wrote no .form-submission-text */
  submissionText: z._default(z.string(), ''),
  captchaEnabled: z._default(flagProp, false),
  newsletter: z._default(flagProp, false),
  /** false turns the client's checks off (the server still validates) */
  validate: z._default(flagProp, true),
  collectionId: z.optional(requiredTextProp),
  itemId: z.optional(requiredTextProp),
});
export type VisitorFormProps = z.infer<typeof visitorFormProps>;
