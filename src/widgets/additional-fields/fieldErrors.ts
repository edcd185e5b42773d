import type { FieldValue, FieldValues, FormField } from '../../api/routes/forms.ts';
import { FormFieldType } from '../../enums/formFieldType.ts';
import type { formMessages } from '../../i18n/areas/formMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';
import { isValueless } from './fieldValues.ts';

/**
 * Filled in: text that is not blank; a multi-part field with any part filled; a checkbox group
 * with a box checked (storefront spec §5).
 */
export function isFilled(value: FieldValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  const parts = Array.isArray(value) ? value : Object.values(value);
  return parts.some((part) => part.trim() !== '');
}

/**
 * The client's checks, run before the server validates (storefront spec §5; engine spec, visitor
 * forms): an empty required field is 'Required' (likert is never required), and text longer
 * than the field's maxLength is 'You have exceeded the character limit.' (an empty field passes).
 * Returns the messages by field id; empty when every field passes.
 */
export function fieldErrors(
  fields: readonly FormField[],
  values: FieldValues,
  catalogue: Catalogue<IdOf<typeof formMessages>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (isValueless(field)) continue;
    const value = values[field.id];
    if (field.required && field.type !== FormFieldType.LIKERT && !isFilled(value)) {
      errors[field.id] = catalogue.t('form.required');
    } else if (field.maxLength && typeof value === 'string' && value.length > field.maxLength) {
      errors[field.id] = catalogue.t('form.characterLimitExceeded');
    }
  }
  return errors;
}
