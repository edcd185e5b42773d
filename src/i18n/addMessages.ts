import { canonicalLocale } from './canonicalLocale.ts';
import { coreMessages } from './coreMessages.ts';
import { FALLBACK_LOCALE, localeChain } from './localeChain.ts';
import type { MessageArea, MessageTable, PluralForms } from './messageIds.ts';

type _Table = Readonly<Record<string, string | PluralForms | undefined>>;

// Tables by locale tag (extensions dropped), English built in: the core from the start, an
// area's table once a widget asks for it (createCatalogue). Plain objects: no parser ships.
const _tables = new Map<string, _Table>([[FALLBACK_LOCALE, coreMessages]]);
const _areas = new WeakSet<MessageArea>();

/**
 * Add or override messages for `locale` at run time ('fr', 'fr-CA', 'de_DE'); later calls win
 * id by id. Catalogues already created see them at once. Returns false, and adds nothing, when
 * the tag is malformed.
 */
export function addMessages(locale: string, table: MessageTable): boolean {
  if (canonicalLocale(locale) === undefined) return false;
  const tag = localeChain(locale)[0]!;
  _tables.set(tag, { ..._tables.get(tag), ...table });
  return true;
}

/** Add an area's built-in English, once; what a site gave for English already stays on top. */
export function addEnglishArea(area: MessageArea): void {
  if (_areas.has(area)) return;
  _areas.add(area);
  _tables.set(FALLBACK_LOCALE, { ...area, ..._tables.get(FALLBACK_LOCALE) });
}

/** The message for `id` from the first locale of `chain` that has it, with that locale. */
export function findMessage(
  chain: readonly string[],
  id: string,
): { message: string | PluralForms; locale: string } | undefined {
  for (const locale of chain) {
    const table = _tables.get(locale);
    const message = table !== undefined && Object.hasOwn(table, id) ? table[id] : undefined;
    if (message !== undefined) return { message, locale };
  }
  return undefined;
}
