import { FormFieldType } from '../enums/formFieldType.ts';
import type { FieldValue, FieldValues, FormField } from './routes/forms.ts';

/**
 * What is wrong with one field's value, by the rules both sides of a form apply (storefront spec
 * §5; engine spec §5, visitor forms): the browser checks before it sends, the fixture server
 * checks what arrives. Each side words it from the catalogue (`form.required` …).
 */
export type FieldProblem = 'required' | 'tooLong' | 'email';

/** The example the email message shows: 'Email addresses should follow the format {email}'. */
export const EMAIL_EXAMPLE = 'user@domain.com';

/**
 * Engine spec §5 and §9: 3 to 256 characters; a local part, @, a dotted domain, a last part of 2
 * to 4 alphanumerics. Linear: no part of the pattern can match what its neighbour matches.
 */
const _EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/;

export function isEmail(text: string): boolean {
  return text.length >= 3 && text.length <= 256 && _EMAIL.test(text);
}

/**
 * Filled in: text that is not blank; a multi-part field with any part filled; a checkbox group
 * with a box checked.
 */
export function isFilled(value: FieldValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  const parts = Array.isArray(value) ? value : Object.values(value);
  return parts.some((part) => part.trim() !== '');
}

/** Fields that carry no value of the visitor's: section headings, and hidden fields. */
export function isValueless(field: Pick<FormField, 'type'>): boolean {
  return field.type === 'section' || field.type === FormFieldType.HIDDEN;
}

/**
 * The problems of a form's values, by field id (none: an empty object). In order: an empty
 * required field (likert is never required); text over the field's maxLength (an empty field
 * passes); an email-kind field whose text is not an email (checked when filled in).
 */
export function fieldProblems(
  fields: readonly Pick<FormField, 'id' | 'type' | 'required' | 'maxLength'>[],
  values: FieldValues,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    if (isValueless(field)) continue;
    const value = values[field.id];
    const text = typeof value === 'string' ? value : undefined;
    if (field.required && field.type !== FormFieldType.LIKERT && !isFilled(value)) {
      problems[field.id] = 'required';
    } else if (field.maxLength && text !== undefined && text.length > field.maxLength) {
      problems[field.id] = 'tooLong';
    } else if (field.type === 'email' && text !== undefined && text.trim() !== '' && !isEmail(text.trim())) {
      problems[field.id] = 'email';
    }
  }
  return problems;
}
