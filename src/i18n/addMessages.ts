import { canonicalLocale } from './canonicalLocale.ts';
import { en, type PluralForms } from './en.ts';
import { FALLBACK_LOCALE, localeChain } from './localeChain.ts';
import type { MessageTable } from './messageIds.ts';

type _Table = Readonly<Record<string, string | PluralForms | undefined>>;

// Tables by locale tag (extensions dropped), English built in. Plain objects: no parser ships.
const _tables = new Map<string, _Table>([[FALLBACK_LOCALE, en]]);

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
