import { FormBuilderFieldType } from '../enums/formBuilderFieldType.ts';

/**
 * The form builder's per-type options model (engine spec §3, "Form submission fields"): text,
 * textarea, email, number, website and similar take description, placeholder, required; currency
 * takes a currency symbol; phone takes a country-code toggle; section takes underline; radio,
 * checkbox, select, likert take options; hidden takes key and value; textarea gets maxLength when
 * the vanilla form handler feature is on. Which of the first three the other kinds also take is
 * not shown: ours is that every kind a visitor fills keeps description and required (likert is
 * never required: storefront spec §5), the text-like ones keep placeholder too, and section and
 * hidden take only their own.
 */
export type FormBuilderOption =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value'
  | 'maxLength';

/** The feature that gives textarea its maxLength (engine spec §3). */
export const VANILLA_FORM_HANDLER = 'vanilla-form-handler';

/** The form model's sections (engine spec §3). */
export const FORM_MODEL_SECTIONS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;

const T = FormBuilderFieldType;
const TEXT_LIKE: readonly FormBuilderOption[] = ['description', 'placeholder', 'required'];

const _OPTIONS: Readonly<Record<string, readonly FormBuilderOption[]>> = {
  [T.CURRENCY]: [...TEXT_LIKE, 'currencySymbol'],
  [T.PHONE]: [...TEXT_LIKE, 'showCountryCode'],
  [T.SECTION]: ['underline'],
  [T.RADIO]: ['description', 'required', 'options'],
  [T.CHECKBOX]: ['description', 'required', 'options'],
  [T.SELECT]: ['description', 'required', 'options'],
  [T.LIKERT]: ['description', 'options'],
  [T.HIDDEN]: ['key', 'value'],
};

/**
 * The options a field of `type` takes in the builder. An unknown type is one of the "similar"
 * single-value kinds (the spec's list is open): description, placeholder, required.
 */
export function formBuilderOptions(
  type: string,
  features: readonly string[] = [],
): readonly FormBuilderOption[] {
  if (type === T.TEXTAREA && features.includes(VANILLA_FORM_HANDLER)) return [...TEXT_LIKE, 'maxLength'];
  return _OPTIONS[type] ?? TEXT_LIKE;
}

/** A builder field: its type and the values of its options. */
export interface FormBuilderField {
  type: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  options?: string[];
  key?: string;
  value?: string;
  maxLength?: number;
}

const _DEFAULTS: Required<Omit<FormBuilderField, 'type' | 'maxLength'>> & { maxLength: number } = {
  description: '',
  placeholder: '',
  required: false,
  // USD, the default currency (engine spec §9)
  currencySymbol: '$',
  showCountryCode: false,
  underline: false,
  options: [],
  key: '',
  value: '',
  // 0: no counter (storefront spec §5, the character counter)
  maxLength: 0,
};

/**
 * A field as the builder keeps it: the options its type takes, each the given value when it is of
 * the right kind, else the default; options the type does not take are dropped. maxLength is read
 * as an integer, negative or invalid as 0 (storefront spec §5).
 */
export function formBuilderField(
  input: Readonly<Record<string, unknown>> & { type: string },
  features: readonly string[] = [],
): FormBuilderField {
  const field: FormBuilderField = { type: input.type };
  const own = field as unknown as Record<string, unknown>;
  for (const name of formBuilderOptions(input.type, features)) {
    const raw = input[name];
    const fallback = _DEFAULTS[name];
    if (name === 'maxLength') {
      const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
      own[name] = Number.isInteger(n) && n > 0 ? n : 0;
    } else if (name === 'options') {
      own[name] = Array.isArray(raw) ? raw.filter((o): o is string => typeof o === 'string') : [];
    } else own[name] = typeof raw === typeof fallback ? raw : fallback;
  }
  return field;
}
