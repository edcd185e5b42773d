import type { FieldTitle } from './personalisation.ts';

/** What a line shows that the cart does not carry: the item's picture, page and form. */
export interface LineMedia {
  image?: string;
  url?: string;
  /** the item's additional-fields form as JSON text (the edit button's data-form) */
  form?: string;
  /** that form's fields, for the personalisation's labels */
  fields?: FieldTitle[];
}

/**
 * Each item's picture, page and form, read once from the server's lines (`[data-item-id]` with an
 * `img`, a title link and an edit button's `data-form`): the cart API gives none of them, and a
 * line the cart gains later (another tab's add of the same item) shows them too.
 */
export function readLineMedia(root: Element): Map<string, LineMedia> {
  const media = new Map<string, LineMedia>();
  for (const line of root.querySelectorAll('[data-entry-id][data-item-id]')) {
    if (line.matches('button')) continue;
    const itemId = line.getAttribute('data-item-id')!;
    const form = line.querySelector('[data-form]')?.getAttribute('data-form') ?? undefined;
    media.set(itemId, {
      image: line.querySelector('img')?.getAttribute('src') ?? undefined,
      url: line.querySelector('a[href]')?.getAttribute('href') ?? undefined,
      form,
      fields: _fields(form),
    });
  }
  return media;
}

function _fields(form: string | undefined): FieldTitle[] | undefined {
  if (!form) return undefined;
  try {
    const fields = (JSON.parse(form) as { fields?: unknown }).fields;
    return Array.isArray(fields)
      ? fields.filter((f): f is FieldTitle => typeof (f as FieldTitle)?.id === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}
