import type { ComponentChildren, JSX } from 'preact';
import type { FieldValue, FieldValues, FormField } from '../../api/routes/forms.ts';
import { FormFieldType } from '../../enums/formFieldType.ts';
import { LIKERT_DEFAULT_LABELS, LikertValue } from '../../enums/likertValue.ts';
import type { formMessages } from '../../i18n/areas/formMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';
import { partsOf } from './fieldValues.ts';

/**
 * A form's fields as controls, from the platform's description of the form (storefront spec §3:
 * Form.fields): one value per field, keyed by field id, in the shape the form sends it. Plain
 * and controlled: the owner keeps the values and the errors. Written for the additional-fields
 * lightbox; nothing in it is particular to it, so visitor forms can share it.
 */
export interface FormFieldsProps {
  /** unique on the page: the controls' ids are made from it */
  idPrefix: string;
  fields: readonly FormField[];
  values: FieldValues;
  /** messages by field id, shown above the field's title (storefront spec §5) */
  errors: Readonly<Record<string, string>>;
  onChange: (fieldId: string, value: FieldValue) => void;
  catalogue: Catalogue<IdOf<typeof formMessages>>;
}

type PartId = Extract<IdOf<typeof formMessages>, `form.part.${string}`>;

const LIKERT_VALUES = Object.values(LikertValue).sort((a, b) => a - b);

const INPUT_TYPES: Readonly<Record<string, 'email' | 'tel' | 'number' | 'url'>> = {
  email: 'email',
  phone: 'tel',
  number: 'number',
  website: 'url',
};

interface FieldProps extends Omit<FormFieldsProps, 'fields' | 'values' | 'errors'> {
  field: FormField;
  id: string;
  value: FieldValue | undefined;
  error: string | undefined;
}

export function FormFields({ idPrefix, fields, values, errors, ...rest }: FormFieldsProps) {
  return (
    <>
      {fields.map((field, index) => (
        <Field
          key={field.id}
          {...rest}
          idPrefix={idPrefix}
          id={`${idPrefix}-${index}`}
          field={field}
          value={values[field.id]}
          error={errors[field.id]}
        />
      ))}
    </>
  );
}

/** What a field's control gets: the field, its value read in each shape, and how to change it. */
interface ViewProps extends Pick<FieldProps, 'field' | 'id' | 'catalogue'> {
  text: string;
  list: readonly string[];
  record: Readonly<Record<string, string>>;
  set: (next: FieldValue) => void;
  /** the ids of its error and description, for aria-describedby */
  described: string | undefined;
  invalid: true | undefined;
}

type View = (props: ViewProps) => JSX.Element;

/** Types drawn as a group of controls: a fieldset named by its legend. Multi-part fields (partsOf) too. */
const GROUPS: Readonly<Record<string, View>> = {
  [FormFieldType.RADIO]: Choices,
  [FormFieldType.CHECKBOX]: Choices,
  [FormFieldType.LIKERT]: Likert,
};

/** One-value controls under a label; every type in neither table is a one-line input (TextInput). */
const CONTROLS: Readonly<Record<string, View>> = {
  [FormFieldType.SELECT]: Select,
  textarea: TextArea,
};

function Field(props: FieldProps) {
  const { field, id, value, error, onChange, catalogue } = props;
  if (field.type === FormFieldType.HIDDEN) return null;
  if (field.type === 'section') return <h3 class="vitrine-field__section">{field.title}</h3>;
  const described =
    [error && `${id}-error`, field.description && `${id}-description`].filter(Boolean).join(' ') || undefined;
  const view: ViewProps = {
    field,
    id,
    catalogue,
    text: typeof value === 'string' ? value : '',
    list: Array.isArray(value) ? value : [],
    record: typeof value === 'object' && !Array.isArray(value) ? value : {},
    set: (next) => onChange(field.id, next),
    described,
    invalid: error ? true : undefined,
  };
  const Group = partsOf(field) ? Parts : GROUPS[field.type];
  const Control = Group ?? CONTROLS[field.type] ?? TextInput;
  const title = (
    <>
      {field.title}
      <Required field={field} />
    </>
  );
  return (
    <Shell {...props}>
      {Group ? (
        // The error still above the title, outside the fieldset.
        <fieldset
          class="vitrine-field__group"
          role={Group === Choices && field.type === FormFieldType.RADIO ? 'radiogroup' : undefined}
          aria-required={field.type === FormFieldType.RADIO && field.required ? 'true' : undefined}
          aria-describedby={described}
        >
          <legend class="vitrine-field__title">{title}</legend>
          <Description {...props} />
          <Control {...view} />
        </fieldset>
      ) : (
        <>
          <label class="vitrine-field__title" for={id}>
            {title}
          </label>
          <Description {...props} />
          <Control {...view} />
        </>
      )}
    </Shell>
  );
}

/** A multi-part field (a name, an address, a date, a time): one input per part, AM/PM a select. */
function Parts({ field, id, record, set, invalid, catalogue }: ViewProps) {
  return (
    <div class="vitrine-field__parts">
      {partsOf(field)!.map((part) => {
        const partId = `${id}-${part}`;
        const partValue = record[part] ?? '';
        const setPart = (next: string) => set({ ...record, [part]: next });
        const label = catalogue.t(`form.part.${part}` as PartId);
        return (
          <div class="vitrine-field__part" key={part}>
            <label for={partId}>{label}</label>
            {part === 'Ampm' ? (
              <select
                id={partId}
                class="vitrine-field__input"
                value={partValue}
                aria-invalid={invalid}
                onChange={(e) => setPart(e.currentTarget.value)}
              >
                <option value="" />
                <option value="AM">{catalogue.t('form.ampm.AM')}</option>
                <option value="PM">{catalogue.t('form.ampm.PM')}</option>
              </select>
            ) : (
              <input
                id={partId}
                class="vitrine-field__input"
                type="text"
                inputMode={field.type === 'date' || field.type === 'time' ? 'numeric' : undefined}
                value={partValue}
                aria-invalid={invalid}
                onInput={(e) => setPart(e.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Radio buttons (one answer) or checkboxes (any number), one per option. */
function Choices({ field, id, text, list, set, invalid }: ViewProps) {
  const radio = field.type === FormFieldType.RADIO;
  return (
    <>
      {(field.options ?? []).map((option, index) => (
        <label class="vitrine-field__choice" key={option}>
          <input
            class="vitrine-field__box"
            type={radio ? 'radio' : 'checkbox'}
            name={id}
            value={option}
            checked={radio ? text === option : list.includes(option)}
            required={radio && field.required}
            aria-invalid={invalid}
            id={`${id}-${index}`}
            onChange={(e) => {
              if (radio) set(option);
              else set(e.currentTarget.checked ? [...list, option] : list.filter((o) => o !== option));
            }}
          />
          {option}
        </label>
      ))}
    </>
  );
}

/** Each statement a row of the five answers, sent as -2 … 2 (engine spec §9). */
function Likert({ field, id, record, set }: ViewProps) {
  return (
    <>
      {(field.options ?? []).map((statement, row) => (
        <fieldset class="vitrine-field__likert" key={statement}>
          <legend>{statement}</legend>
          <div class="vitrine-field__likert-answers">
            {LIKERT_VALUES.map((answer) => (
              <label class="vitrine-field__choice" key={answer}>
                <input
                  class="vitrine-field__box"
                  type="radio"
                  name={`${id}-${row}`}
                  value={String(answer)}
                  checked={record[statement] === String(answer)}
                  onChange={() => set({ ...record, [statement]: String(answer) })}
                />
                {LIKERT_DEFAULT_LABELS[answer]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** What a one-value control carries, whatever its element. */
function controlProps({ id, text, field, invalid, described }: ViewProps) {
  return {
    id,
    class: 'vitrine-field__input',
    value: text,
    required: field.required,
    'aria-invalid': invalid,
    'aria-describedby': described,
  };
}

function Select(props: ViewProps) {
  return (
    <select {...controlProps(props)} onChange={(e) => props.set(e.currentTarget.value)}>
      <option value="" />
      {(props.field.options ?? []).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** Several lines, with storefront spec §5's counter: 'current / max', an error state past it; typing is never blocked. */
function TextArea(props: ViewProps) {
  const { id, text, field, described, catalogue } = props;
  const max = field.maxLength ?? 0;
  const counterId = `${id}-counter`;
  return (
    <>
      <textarea
        {...controlProps(props)}
        rows={4}
        placeholder={field.placeholder}
        aria-describedby={[described, max > 0 && counterId].filter(Boolean).join(' ') || undefined}
        onInput={(e) => props.set(e.currentTarget.value)}
      />
      {max > 0 && (
        <span
          id={counterId}
          class={`vitrine-field__counter${text.length > max ? ' vitrine-field__counter--over' : ''}`}
        >
          {catalogue.t('form.characterCount', { current: text.length, max })}
        </span>
      )}
    </>
  );
}

function TextInput(props: ViewProps) {
  return (
    <input
      {...controlProps(props)}
      // Preact types each input type apart; these all take the same attributes as text.
      type={(INPUT_TYPES[props.field.type] ?? 'text') as 'text'}
      placeholder={props.field.placeholder}
      onInput={(e) => props.set(e.currentTarget.value)}
    />
  );
}

/** The field's box: its error first, above the title (storefront spec §5). */
function Shell({ id, field, error, children }: FieldProps & { children: ComponentChildren }) {
  return (
    <div class={`vitrine-field${error ? ' vitrine-field--invalid' : ''}`} data-field-id={field.id}>
      {error && (
        <p id={`${id}-error`} class="vitrine-field__error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

function Description({ id, field }: FieldProps) {
  return field.description ? (
    <p id={`${id}-description`} class="vitrine-field__description">
      {field.description}
    </p>
  ) : null;
}

/**
 * A visual mark only: one-value controls and radio groups carry `required` for assistive
 * technology (a multi-part field or a checkbox group is satisfied by any one of its controls).
 */
function Required({ field }: { field: FormField }) {
  return field.required && field.type !== FormFieldType.LIKERT ? (
    <span class="vitrine-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}
