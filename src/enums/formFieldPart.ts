/** The parts of the multi-part form fields, in the order the engine's form summary renders them. */
export const FormFieldPart = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

export type MultiPartFormFieldType = keyof typeof FormFieldPart;

export type FormFieldPart = (typeof FormFieldPart)[MultiPartFormFieldType][number];
