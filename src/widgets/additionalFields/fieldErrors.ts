import { EMAIL_EXAMPLE, type FieldProblem, fieldProblems } from '../../api/formRules.ts';
import type { FieldValues, FormField } from '../../api/routes/forms.ts';
import type { formMessages } from '../../i18n/areas/formMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';

type FormCatalogue = Catalogue<IdOf<typeof formMessages>>;

/** A field problem in the visitor's words (storefront spec §5; engine spec §5). */
export function problemMessage(problem: FieldProblem, catalogue: FormCatalogue): string {
  if (problem === 'required') return catalogue.t('form.required');
  if (problem === 'tooLong') return catalogue.t('form.characterLimitExceeded');
  return catalogue.t('form.emailNotValid', { email: EMAIL_EXAMPLE });
}

/**
 * The client's checks, run before the server validates (the rule lives in src/api/formRules.ts,
 * shared with the fixture server). Returns the messages by field id; empty when every field passes.
 */
export function fieldErrors(
  fields: readonly Pick<FormField, 'id' | 'type' | 'required' | 'maxLength'>[],
  values: FieldValues,
  catalogue: FormCatalogue,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, problem] of Object.entries(fieldProblems(fields, values))) {
    errors[id] = problemMessage(problem, catalogue);
  }
  return errors;
}
