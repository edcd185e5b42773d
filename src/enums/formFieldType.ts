/**
 * Visitor form field kinds that need their own handling (both specs; `hidden` is the engine's).
 * Any other type is the default single-value kind, so callers test with `isFormFieldType` and
 * fall back to reading one value.
 */
export const FormFieldType = {
  ADDRESS: 'address',
  CHECKBOX: 'checkbox',
  DATE: 'date',
  HIDDEN: 'hidden',
  LIKERT: 'likert',
  NAME: 'name',
  PHONE: 'phone',
  RADIO: 'radio',
  SELECT: 'select',
  TIME: 'time',
} as const;

export type FormFieldType = (typeof FormFieldType)[keyof typeof FormFieldType];

const _types: ReadonlySet<unknown> = new Set(Object.values(FormFieldType));

export function isFormFieldType(value: unknown): value is FormFieldType {
  return _types.has(value);
}
