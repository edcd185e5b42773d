/**
 * An "Edit details" button of the cart page (ADDITIONAL_FIELDS_EDIT), for an entry added with additional fields (the
 * demo's fixtures/site/partials/cart-lines.html):
 *
 *   <button type="button" data-vitrine="additional-fields" data-vitrine-load="visible" disabled
 *     data-entry-id="…" data-item-id="…" data-sku="…"
 *     data-additional-fields="{…the entry's JSON text…}">Edit details</button>
 *
 * `disabled` until hydrated (index.ts), so an early click is not silently lost; hence hydrated
 * when visible, not on a first touch (a disabled button gets none). data-sku is
 * optional; so is data-form (the form, as JSON): without it the form comes from the
 * template-schema call.
 */
export interface EditButton {
  entryId: string;
  itemId: string;
  sku: string | undefined;
  /** the entry's saved fields, as JSON text */
  values: string | undefined;
  /** data-form, parsed; undefined when absent or not JSON */
  form: unknown;
}

/** The button's entry, or undefined (with one console warning naming the attribute) when it has none. */
export function readEditButton(button: Element): EditButton | undefined {
  const read = (name: string) => button.getAttribute(name)?.trim() || undefined;
  const entryId = read('data-entry-id');
  const itemId = read('data-item-id');
  if (!entryId || !itemId) {
    console.warn(
      `[vitrine] additional-fields: ${entryId ? 'data-item-id' : 'data-entry-id'} is missing; on`,
      button,
    );
    return undefined;
  }
  let form: unknown;
  try {
    form = JSON.parse(read('data-form') ?? 'null') ?? undefined;
  } catch {
    form = undefined;
  }
  return { entryId, itemId, sku: read('data-sku'), values: read('data-additional-fields'), form };
}
