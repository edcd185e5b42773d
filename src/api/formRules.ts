import { FormFieldType } from '../enums/formFieldType.ts';
import type { FieldValue, FieldValues, FormField } from './routes/forms.ts';

/**
 * What is wrong with one field's value, by the rules both sides of a form apply (storefront spec
 * §5; engine spec §5, visitor forms): the browser checks before it sends, the fixture server
 * checks what arrives. Each side words it from the catalogue (`form.required` …).
 */
export type FieldProblem = 'required' | 'tooLong' | 'email';

/**
 * A field's maximum length as storefront spec §5 reads it: "the maximum is read as an integer;
 * negative or invalid counts as 0, and 0 means no counter" (nor limit). One rule for the visitor
 * forms' data-max-length, the additional-fields form's maxLength and the server's checks:
 * a number, or decimal text, taken to its integer part ('500.5' and 500.9 are 500, ' 12 ' is 12);
 * negative, not a plain decimal number ('abc', '1e3', '', null) or past the safe integers is 0.
 */
export function readMaxLength(value: unknown): number {
  let max: number;
  if (typeof value === 'number') max = value;
  else if (typeof value === 'string' && /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/.test(value)) max = Number(value);
  else return 0;
  const whole = Math.trunc(max);
  return whole > 0 && Number.isSafeInteger(whole) ? whole : 0;
}

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

// Over the field's maximum, read by the spec's rule: a maximum of 0 (none, negative, invalid) limits nothing.
function _overLimit(text: string, maxLength: unknown): boolean {
  const max = readMaxLength(maxLength);
  return max > 0 && text.length > max;
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
    } else if (text !== undefined && _overLimit(text, field.maxLength)) {
      problems[field.id] = 'tooLong';
    } else if (field.type === 'email' && text !== undefined && text.trim() !== '' && !isEmail(text.trim())) {
      problems[field.id] = 'email';
    }
  }
  return problems;
}
