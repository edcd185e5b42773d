/** A form field as the cart needs it: its id and its title (the label the shopper saw). */
export interface FieldTitle {
  id: string;
  title?: string;
}

/** One line of an entry's personalisation: the field's label and the shopper's answer. */
export interface Personalisation {
  label: string;
  value: string;
}

/**
 * An entry's additional fields (its `additionalFields`, JSON text of answers by field id) as the
 * cart shows them, in the form's order where the form is known: a name's parts joined by spaces,
 * a list by commas; empty answers left out. The one rule for the widget and the demo's cart page
 * (fixtures/server/site/sitePages.ts), so the page reads the same before and after hydration.
 */
export function personalisation(
  additionalFields: string | undefined,
  fields: readonly FieldTitle[] = [],
): Personalisation[] {
  if (!additionalFields) return [];
  let answers: unknown;
  try {
    answers = JSON.parse(additionalFields);
  } catch {
    return [];
  }
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return [];
  const values = answers as Record<string, unknown>;
  const known = fields.filter((f) => f.id in values).map((f) => f.id);
  const ids = [...known, ...Object.keys(values).filter((id) => !known.includes(id))];
  const lines: Personalisation[] = [];
  for (const id of ids) {
    const value = _text(values[id]);
    if (value) lines.push({ label: fields.find((f) => f.id === id)?.title || id, value });
  }
  return lines;
}

function _text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(_text).filter(Boolean).join(', ');
  if (value && typeof value === 'object') return Object.values(value).map(_text).filter(Boolean).join(' ');
  return '';
}
