// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content } from '../../../../src/engine/plugins/content/index.ts';
import { gallery } from '../../../../src/engine/plugins/gallery/index.ts';
import { records } from '../../../../src/engine/plugins/records/index.ts';
import { slide } from '../../../../src/engine/plugins/slide/index.ts';
import { social } from '../../../../src/engine/plugins/social/index.ts';
import type { FormatterTable, PredicateTable } from '../../../../src/engine/plugins/types.ts';
import { renderContext } from './renderContext.ts';

const families = [content, social, slide, gallery, records];
const formatters: FormatterTable = Object.assign({}, ...families.map((f) => f.formatters));
const predicates: PredicateTable = Object.assign({}, ...families.map((f) => f.predicates));

/** A content item with every field these formatters read, its text left to the test. */
const item = (s: readonly string[]) => ({
  id: s[0],
  title: s[1],
  body: s[2],
  fullUrl: s[3],
  assetUrl: s[4],
  originalSize: s[5],
  componentKey: s[6],
  recordType: 11,
  recordTypeLabel: s[7],
  mainImageId: 'm',
  overlay: true,
  likeCount: 3,
  publicCommentCount: 2,
  commentState: 1,
  userName: s[8],
  oembed: { html: s[9], providerName: s[10] },
  colorData: { topLeftAverage: s[11], centerAverage: s[11] },
  structuredContent: { audioAssetUrl: s[4] },
  items: [{ title: s[1], assetUrl: s[4], originalSize: s[5] }],
});

const page = (s: readonly string[]) => ({
  website: { shareButtonOptions: { 1: true } },
  websiteSettings: { simpleLikingEnabled: true, commentsEnabled: true },
  item: item(s),
});

const MARKUP = [
  'image',
  'image-meta',
  'child-image-meta',
  'video',
  'audio-player',
  'comment-link',
  'comments',
  'like-button',
  'social-button',
  'social-button-inline',
  'twitter-follow-button',
  'image-color',
  'item-classes',
];

const structure = (html: unknown) => String(html).replace(/[^<>"]/g, '');

describe('data in markup', () => {
  it('never adds a tag or breaks out of an attribute, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 12, maxLength: 12 }), (texts) => {
        const bland = texts.map((t) => 'x'.repeat(t.length));
        for (const name of MARKUP) {
          const render = (s: readonly string[]) => {
            const data = page(s);
            return formatters[name]?.(data.item, [], renderContext([data, data.item]));
          };
          expect(structure(render(texts)), name).toBe(structure(render(bland)));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('any JSON', () => {
  it('no formatter or predicate of these families throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.string(), { maxLength: 3 }), (value, args) => {
        const ctx = renderContext([{ value }, value]);
        for (const format of Object.values(formatters)) format(value, args, ctx);
        for (const decide of Object.values(predicates))
          expect(typeof decide(value, args, ctx)).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
