/**
 * Field types of the form builder in the editor. The spec lists these "and similar", so the list
 * is open: an unknown type is not an error.
 */
export const FormBuilderFieldType = {
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PHONE: 'phone',
  SECTION: 'section',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
  LIKERT: 'likert',
  HIDDEN: 'hidden',
} as const;

export type FormBuilderFieldType = (typeof FormBuilderFieldType)[keyof typeof FormBuilderFieldType];
