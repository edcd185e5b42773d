import { isValueless } from '../../api/formRules.ts';
import type { FieldValue, FieldValues, FormField } from '../../api/routes/forms.ts';
import { FormFieldPart } from '../../enums/formFieldPart.ts';
import { FormFieldType } from '../../enums/formFieldType.ts';

/** The parts of a multi-part field (name: First, Last …), or undefined for a one-value field. */
export function partsOf(field: FormField): readonly string[] | undefined {
  return Object.hasOwn(FormFieldPart, field.type)
    ? FormFieldPart[field.type as keyof typeof FormFieldPart]
    : undefined;
}

/** A field's value before anything is filled in, in the shape the form sends it. */
export function emptyValue(field: FormField): FieldValue {
  const parts = partsOf(field);
  if (parts) return Object.fromEntries(parts.map((part) => [part, '']));
  if (field.type === FormFieldType.CHECKBOX) return [];
  if (field.type === FormFieldType.LIKERT) return {};
  return '';
}

function _sameShape(a: FieldValue, b: unknown): b is FieldValue {
  if (typeof a === 'string') return typeof b === 'string';
  if (Array.isArray(a)) return Array.isArray(b) && b.every((v) => typeof v === 'string');
  return (
    typeof b === 'object' &&
    b !== null &&
    !Array.isArray(b) &&
    Object.values(b).every((v) => typeof v === 'string')
  );
}

/**
 * The form's values to start from: `given` (an entry's saved fields, when editing) where it has a
 * value of the field's shape, else empty. What `given` holds beyond the form's fields is dropped.
 */
export function initialValues(fields: readonly FormField[], given?: unknown): FieldValues {
  const saved = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  const values: FieldValues = {};
  for (const field of fields) {
    if (isValueless(field)) continue;
    const empty = emptyValue(field);
    const value = Object.hasOwn(saved, field.id) ? saved[field.id] : undefined;
    values[field.id] = _sameShape(empty, value)
      ? typeof empty === 'object' && !Array.isArray(empty)
        ? { ...empty, ...(value as Record<string, string>) }
        : value
      : empty;
  }
  return values;
}

/** The values as the cart calls carry them: JSON text of an object keyed by field id (spec §3). */
export function additionalFieldsText(values: FieldValues): string {
  return JSON.stringify(values);
}

/** An entry's saved additional fields read back from their JSON text; undefined when unreadable. */
export function parseAdditionalFields(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
