/**
 * Every user-facing string the engine-and-platform spec quotes in its sections on screens (2),
 * states (4), validation (5), errors (8) and constants (9), and every entry of its editing
 * interface catalogue (§8), is a message of an English table, word for word; or it is the
 * engine's own output (rendered on the server, never through the catalogue), or not words at
 * all. Each exception says which, and is checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cartQuantityCount } from '../../../src/commerce/cartQuantityLabel.ts';
import { messages as engineMessages } from '../../../src/engine/errors.ts';
import { truncate } from '../../../src/engine/plugins/core/truncate.ts';
import { timeSincePhrase } from '../../../src/engine/plugins/date/timesince.ts';
import { commentCountLabel } from '../../../src/engine/plugins/social/commentCount.ts';
import { templateMessages } from '../../../src/i18n/areas/templateMessages.ts';
import { coreMessages } from '../../../src/i18n/coreMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';

const SPEC = readFileSync(join(import.meta.dirname, '../../../docs/spec/engine-and-platform.md'), 'utf8');

function sections(numbers: readonly number[]): string[] {
  return SPEC.split(/^(?=## \d+\.)/m).filter((s) => numbers.includes(Number(/^## (\d+)\./.exec(s)?.[1])));
}

/** The quoted strings ('…') of sections `numbers`; a quote opens and closes away from letters. */
function quoted(numbers: readonly number[]): string[] {
  return sections(numbers).flatMap((s) => [...s.matchAll(/(?<!\w)'([^'\n]+)'(?!\w)/g)].map((m) => m[1]!));
}

/** §8's editing interface catalogue: its entries, unquoted, a title given as '(title …)'. */
function editingCatalogue(): string[] {
  const [, paragraph = ''] = /### Editing interface catalogue\n([^\n]+)/.exec(SPEC) ?? [];
  const [ownPart = '', cartPart = ''] = paragraph.split('Cart messages:');
  const entries = ownPart.split(/;\s*/).flatMap((entry) => {
    const title = /\(title ([^)]+)\)/.exec(entry)?.[1];
    const text = entry
      .replace(/\(title [^)]+\)/, '')
      .trim()
      .replace(/^['"]|['"]\.?$/g, '');
    return title ? [text.replace(/['"]$/, ''), title] : [text];
  });
  // 'Unable to update quantity, Unable to add item, …; Please try again; …'. The last sentence
  // ('The product's reaction … is not shown.') is the spec's comment, not a message.
  const cart = cartPart
    .split(/;\s*|,\s*(?=Unable)/)
    .map((e) => e.trim().replace(/\.$/, ''))
    .map((e) => e.replace(/\. The product's reaction.*$/, ''));
  return [...entries, ...cart].filter(Boolean);
}

const areas = import.meta.glob<Record<string, object>>('../../../src/i18n/areas/*.ts', { eager: true });
const tables = [coreMessages, ...Object.values(areas).flatMap((module) => Object.values(module))];
const catalogueTexts = new Set(
  tables.flatMap((table) =>
    Object.values(table).flatMap((m: string | object) => (typeof m === 'string' ? [m] : Object.values(m))),
  ),
);

const en = createCatalogue('en');

/** Quoted words that are not a catalogue message, each with why and a check that it holds. */
const EXCEPTIONS: Readonly<Record<string, readonly [reason: string, holds: () => boolean]>> = {
  '100+': ["the cart count's cap, from cartPill.countOverCap", () => cartQuantityCount(101) === '100+'],
  'More than {n} items': [
    'the plural message cartPill.moreThan, its count named {count}',
    () => en.plural('cartPill.moreThan', 7) === 'More than 7 items',
  ],
  originalSize: [
    "a fragment of the image helper's message, template.invalidSourceParameter",
    () => templateMessages['template.invalidSourceParameter'].includes('originalSize'),
  ],
  'No Comment(s)': [
    "the engine's comment count label (server-rendered)",
    () => /^No Comments?$/.test(commentCountLabel({ publicCommentCount: 0 })),
  ],
  Comment: [
    "the engine's comment count label",
    () => commentCountLabel({ publicCommentCount: 1 }) === '1 Comment',
  ],
  Comments: [
    "the engine's comment count label",
    () => commentCountLabel({ publicCommentCount: 2 }) === '2 Comments',
  ],
  '"name" formatter is not yet implemented': [
    "the engine's error, collected as data (never shown to visitors)",
    () => engineMessages.notImplemented('name') === '"name" formatter is not yet implemented',
  ],
  '{name}': [
    "the placeholder of the engine's \"Formatter '{name}' is unknown\"",
    () => engineMessages.formatterUnknown('x') === "Formatter 'x' is unknown",
  ],
  '...': ["the engine's truncate suffix", () => truncate('one two three', 5, '...') === 'one ...'],
  'about a minute ago': [
    "the engine's relative time",
    () => timeSincePhrase(61_000) === 'about a minute ago',
  ],
  'less than a minute ago': [
    "the engine's relative time",
    () => timeSincePhrase(5_000) === 'less than a minute ago',
  ],
};

/** Quoted text that is not words for a user at all. */
const NOT_WORDS: Readonly<Record<string, string>> = {
  empty: "the empty cart link's state marker",
  T: 'a letter of the calendar date format',
  Z: 'a letter of the calendar date format',
  false: 'the experiment variant value that turns session recording off',
};

describe("the engine-and-platform spec's strings", () => {
  const quotes = quoted([2, 4, 5, 8, 9]);
  const catalogueEntries = editingCatalogue();

  it('are found in the spec (the extraction works)', () => {
    expect(quotes).toContain('Hue out of bounds.');
    expect(quotes).toContain('useGenericContext must be used within a Provider');
    expect(catalogueEntries).toContain('Unable to load. Try again.');
    expect(catalogueEntries).toContain('Unable to Rename File');
    expect(catalogueEntries).toContain('Update the missing or invalid information above');
    expect(catalogueEntries).toHaveLength(30);
  });

  it('are each a message of an English table, word for word', () => {
    const missing = [...quotes, ...catalogueEntries].filter(
      (s) => !catalogueTexts.has(s) && !(s in EXCEPTIONS) && !(s in NOT_WORDS),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(EXCEPTIONS))("'%s' is what its exception says", (_quote, [, holds]) => {
    expect(holds()).toBe(true);
  });

  it('list no exception the spec no longer quotes', () => {
    for (const quote of [...Object.keys(EXCEPTIONS), ...Object.keys(NOT_WORDS)])
      expect(quotes).toContain(quote);
  });
});
