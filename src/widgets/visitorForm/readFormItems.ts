import { readMaxLength } from '../../api/formRules.ts';
import type { FieldValue, FieldValues } from '../../api/routes/forms.ts';
import { FormFieldPart } from '../../enums/formFieldPart.ts';
import { FormFieldType } from '../../enums/formFieldType.ts';

/**
 * One field of a visitor form as the page wrote it (docs/theme-authors/visitor-forms.md): an element with
 * class `form-item` and an id, the key its value is sent under; its kind is one of its classes
 * (`name`, `email`, `textarea`, `checkbox` …; any other is one value); class `required` makes
 * it required; `data-max-length` on the item or its control is its character limit.
 */
export interface FormItem {
  id: string;
  type: string;
  required: boolean;
  /** the character limit, read by readMaxLength (storefront spec §5); 0 is none */
  maxLength: number;
  element: HTMLElement;
  /** every control of the field, in page order */
  controls: Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
}

const _KINDS = [...Object.values(FormFieldType), 'section', 'email', 'textarea'];

/** The form's fields, in page order; sections are skipped (they hold no value). */
export function readFormItems(form: Element): FormItem[] {
  const items: FormItem[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('.form-item[id]')) {
    const type = _KINDS.find((kind) => element.classList.contains(kind)) ?? 'text';
    if (type === 'section') continue;
    const controls = [
      ...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    ];
    const limited = controls.find((c) => c.hasAttribute('data-max-length')) ?? element;
    items.push({
      id: element.id,
      type,
      required: element.classList.contains('required'),
      maxLength: readMaxLength(limited.getAttribute('data-max-length')),
      element,
      controls,
    });
  }
  return items;
}

/**
 * A multi-part field's parts by name: each control's data-part, else the kind's part in the same
 * place (name: First, Last; address: Line1 … Country; date: Month, Day, Year; time: Hour …).
 */
function _parts(item: FormItem): Record<string, string> {
  const order: readonly string[] = FormFieldPart[item.type as keyof typeof FormFieldPart] ?? [];
  const parts: Record<string, string> = {};
  item.controls.forEach((control, index) => {
    const part = control.getAttribute('data-part') ?? order[index] ?? control.name ?? String(index);
    parts[part] = control.value;
  });
  return parts;
}

/**
 * A field's value in the shape the form sends it: text; the boxes checked of a checkbox group;
 * the parts of a multi-part field; a likert field's answer (-2 … 2) by statement. A hidden field
 * takes the page's query-string value of its name when there is one (engine spec §5).
 */
export function readValue(
  item: FormItem,
  query: URLSearchParams = new URLSearchParams(location.search),
): FieldValue {
  const { type, controls } = item;
  if (type === FormFieldType.CHECKBOX) {
    return controls.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value);
  }
  if (type === FormFieldType.RADIO) {
    return controls.find((c) => (c as HTMLInputElement).checked)?.value ?? '';
  }
  if (type === FormFieldType.LIKERT) {
    const answers: Record<string, string> = {};
    for (const row of item.element.querySelectorAll<HTMLElement>('[data-question]')) {
      const checked = row.querySelector<HTMLInputElement>('input:checked');
      if (checked) answers[row.getAttribute('data-question')!] = checked.value;
    }
    return answers;
  }
  if (type === FormFieldType.HIDDEN) {
    const input = controls[0];
    const name = input?.name;
    return name && query.has(name) ? query.get(name)! : (input?.value ?? '');
  }
  if (Object.hasOwn(FormFieldPart, type) || (type === FormFieldType.PHONE && controls.length > 1)) {
    return _parts(item);
  }
  return controls[0]?.value ?? '';
}

/** Every field's value, keyed by the field's element id (engine spec §3). */
export function readValues(items: readonly FormItem[], query?: URLSearchParams): FieldValues {
  const values: FieldValues = {};
  for (const item of items) values[item.id] = readValue(item, query);
  return values;
}
