import { addEnglishArea, findMessage } from './addMessages.ts';
import { fillPlaceholders } from './fillPlaceholders.ts';
import { FALLBACK_LOCALE, localeChain } from './localeChain.ts';
import type {
  CoreId,
  IdOf,
  MessageArea,
  MessageId,
  MessageParams,
  PluralForms,
  PluralId,
  TextId,
} from './messageIds.ts';
import { numberFormat } from './numberFormat.ts';

/**
 * The messages of one locale, as widgets use them: `Id` are the ids it was asked for (the core's,
 * and those of the areas given to createCatalogue), so an area's message read without its table
 * is a type error. (Arrow properties, not methods: a catalogue of more ids stands in for one of
 * fewer, never the reverse.)
 */
export interface Catalogue<Id extends MessageId = CoreId> {
  /** Where numbers and lists come from: the requested tag (canonical, no extensions), or 'en' when Intl does not know it. */
  readonly locale: string;
  /** A message with its placeholders filled: t('addToCart.adding') → 'Adding…'. */
  t: (id: Extract<Id, TextId>, params?: MessageParams) => string;
  /** The form for `count` (Intl.PluralRules), `{count}` filled: plural('cartPill.itemCount', 2) → '2 items'. */
  plural: (id: Extract<Id, PluralId>, count: number, params?: MessageParams) => string;
  /** 'Size, Colour and Fit': the locale's own list ('Taille, Couleur et Coupe' in fr). */
  list(items: readonly string[]): string;
  /** A number with the locale's grouping, in Latin digits: 1234 → '1,234' ('1.234' in de). */
  number(value: number): string;
}

const _plurals = new Map<string, Intl.PluralRules | undefined>();

// Categories by the rules of the locale the message was written in: an English fallback in a
// French catalogue says '0 items' (English 'other'), not '0 item' (French 'one').
function _category(locale: string, count: number): Intl.LDMLPluralRule {
  if (!_plurals.has(locale)) {
    _plurals.set(locale, typeof Intl.PluralRules === 'function' ? new Intl.PluralRules(locale) : undefined);
  }
  return _plurals.get(locale)?.select(count) ?? (count === 1 ? 'one' : 'other');
}

function _text(message: string | PluralForms, category: Intl.LDMLPluralRule = 'other'): string {
  return typeof message === 'string' ? message : (message[category] ?? message.other);
}

// Catalogues are plain closures over a chain, so one per tag is enough: the cart pill asks for
// one on every render.
const _catalogues = new Map<unknown, Catalogue<MessageId>>();

/**
 * The catalogue for `locale` (BCP 47, '_' accepted): messages come from 'fr-CA', then 'fr', then
 * English. A missing, unknown or malformed tag gets English without throwing. An unknown id (from
 * untyped code) reads as the id itself, so the gap is visible and nothing breaks.
 *
 * The core's messages are always there; a widget that says anything else passes that area's
 * English table (`createCatalogue(locale, restockMessages, formMessages)`), which its chunk then
 * carries, and which types the ids it may read.
 */
export function createCatalogue<A extends readonly [MessageArea, ...MessageArea[]]>(
  locale: string | undefined,
  ...areas: A
): Catalogue<CoreId | IdOf<A[number]>>;
export function createCatalogue(locale?: string): Catalogue;
export function createCatalogue(locale?: string, ...areas: readonly MessageArea[]): Catalogue<MessageId> {
  for (const area of areas) addEnglishArea(area);
  let catalogue = _catalogues.get(locale);
  if (catalogue !== undefined) return catalogue;
  const chain = localeChain(locale);
  const tag = chain[0]!;
  // Intl would fall back to the browser's own locale for a tag it does not know; ours is 'en'.
  // Asked the first time a number or a list needs it, not at every widget's first render: Intl's
  // first question costs ~30 ms of a phone's CPU, and most widgets never format a number.
  let known: string | undefined;
  const numbers = () =>
    (known ??= Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : FALLBACK_LOCALE);
  // Latin digits, as the store's money writes them (formatStoreMoney), so the pill's count and
  // subtotal never mix two scripts of digits.
  const number = (value: number): string =>
    numberFormat(numbers(), { numberingSystem: 'latn' }).format(value);
  const fill = (text: string, params: MessageParams): string => fillPlaceholders(text, params, number);

  catalogue = {
    get locale() {
      return numbers();
    },
    t(id, params = {}) {
      const found = findMessage(chain, id);
      return found === undefined ? id : fill(_text(found.message), params);
    },
    plural(id, count, params = {}) {
      const found = findMessage(chain, id);
      if (found === undefined) return id;
      return fill(_text(found.message, _category(found.locale, count)), { count, ...params });
    },
    list(items) {
      if (items.length < 2) return items.join('');
      const separator = findMessage(chain, 'list.separator');
      const last = findMessage(chain, 'list.lastSeparator');
      // English joins the spec's way (no Oxford comma, which en-US ListFormat adds); another
      // language does too once a site gives it both separators, else Intl.ListFormat's.
      const locale = numbers();
      const english = locale === FALLBACK_LOCALE || locale.startsWith(`${FALLBACK_LOCALE}-`);
      const given = separator?.locale !== FALLBACK_LOCALE && last?.locale !== FALLBACK_LOCALE;
      if (!english && !given && typeof Intl.ListFormat === 'function') {
        return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
      }
      const head = items.slice(0, -1).join(_text(separator?.message ?? ''));
      return `${head}${_text(last?.message ?? '')}${items[items.length - 1]}`;
    },
    number,
  };
  if (_catalogues.size > 50) _catalogues.clear();
  _catalogues.set(locale, catalogue);
  return catalogue;
}
