/**
 * Every user-facing string the storefront spec quotes in its sections on states (4), validation
 * (5), errors (8) and constants (9) is a requirement in its exact wording: each must be a message
 * of an English table (the core's or an area's), word for word, or be produced by one (the
 * exceptions below say how).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cartQuantityCount, cartQuantityLabel } from '../../../src/commerce/cartQuantityLabel.ts';
import { formatStoreMoney } from '../../../src/commerce/money/formatStoreMoney.ts';
import { formMessages } from '../../../src/i18n/areas/formMessages.ts';
import { subscriptionMessages } from '../../../src/i18n/areas/subscriptionMessages.ts';
import { coreMessages } from '../../../src/i18n/coreMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';

const SPEC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/spec/storefront.md');

/** The quoted strings ('…') of the spec's numbered sections `numbers`. */
function quotedStrings(markdown: string, numbers: readonly number[]): string[] {
  const out: string[] = [];
  for (const section of markdown.split(/^(?=## \d+\.)/m)) {
    const number = Number(/^## (\d+)\./.exec(section)?.[1]);
    if (!numbers.includes(number)) continue;
    // A quote opens and closes away from letters, so "site's" is not one.
    for (const m of section.matchAll(/(?<!\w)'([^'\n]+)'(?!\w)/g)) out.push(m[1]!);
  }
  return out;
}

const en_ = createCatalogue('en', subscriptionMessages, formMessages);

/**
 * Quoted words that are fragments of a message or not a message at all, each with what
 * produces it: the check must give text that contains the quoted words.
 */
const PRODUCED: Readonly<Record<string, readonly [reason: string, produce: () => string]>> = {
  '100+': ["the pill's capped count, from cartPill.countOverCap", () => cartQuantityCount(101)],
  item: ["the singular of 'N item(s)', cartPill.itemCount", () => cartQuantityLabel(1)],
  items: ["the plural of 'N item(s)', cartPill.itemCount", () => cartQuantityLabel(2)],
  and: ['the word before the last of a list, list.lastSeparator', () => en_.list(['Size', 'Fit'])],
  from: [
    "the 'from' price of the subscription block, subscription.fromPrice",
    () => en_.t('subscription.fromPrice'),
  ],
  'current / max': [
    "the character counter, form.characterCount with the spec's names for its numbers",
    () => en_.t('form.characterCount', { current: 'current', max: 'max' }),
  ],
  kr: [
    "a currency symbol, written by the store's money rule, not a message",
    () => formatStoreMoney(100, 'SEK'),
  ],
};

// Every English table: the core's and each area's, however many areas there come to be.
const areas = import.meta.glob<Record<string, object>>('../../../src/i18n/areas/*.ts', { eager: true });
const tables = [coreMessages, ...Object.values(areas).flatMap((module) => Object.values(module))];
const messages = new Set(
  tables.flatMap((table) =>
    Object.values(table).flatMap((m: string | object) => (typeof m === 'string' ? [m] : Object.values(m))),
  ),
);

describe("the storefront spec's strings", () => {
  const quoted = quotedStrings(readFileSync(SPEC, 'utf8'), [4, 5, 8, 9]);

  it('are found in the spec (the extraction works)', () => {
    expect(quoted).toContain('Adding…');
    expect(quoted).toContain('Please select the {option1} and {option2} options.');
    expect(quoted).toContain('Invalid source parameter. Pass in originalSize.');
    expect(quoted.length).toBeGreaterThan(30);
  });

  it('are each a message of an English table, word for word', () => {
    const missing = quoted.filter((s) => !messages.has(s) && !(s in PRODUCED));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(PRODUCED))(
    "'%s' is produced from the catalogue or the money rule",
    (quote, [, produce]) => {
      expect(produce()).toMatch(new RegExp(`(^|\\W)${quote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`));
    },
  );

  it('list no exception the spec no longer quotes', () => {
    for (const quote of Object.keys(PRODUCED)) expect(quoted).toContain(quote);
  });
});
