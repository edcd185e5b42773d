// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { content } from '../../../../src/engine/plugins/content/index.ts';
import { gallery } from '../../../../src/engine/plugins/gallery/index.ts';
import { records } from '../../../../src/engine/plugins/records/index.ts';
import { slide } from '../../../../src/engine/plugins/slide/index.ts';
import { social } from '../../../../src/engine/plugins/social/index.ts';
import { readCase } from './caseFile.ts';
import { renderContext } from './renderContext.ts';

const predicates = {
  ...content.predicates,
  ...social.predicates,
  ...slide.predicates,
  ...gallery.predicates,
  ...records.predicates,
};

/** Decide `name? args` for each element of `list` in the case's JSON, as inside its section. */
function decide(
  caseName: string,
  list: string,
  name: string,
  args: string[] = [],
  folder: 'ts' | 'java' = 'ts',
) {
  const { json } = readCase(caseName, folder);
  const items = (json as Record<string, unknown[]>)[list] ?? [];
  const predicate = predicates[name];
  expect(predicate, name).toBeDefined();
  return items.map((item) => predicate?.(item, args, renderContext([json, item])));
}

describe('content item and collection predicates (public cases)', () => {
  it.each([
    ['p-clickable-1', 'clickable?', [true, true, false, true]],
    ['p-collection-1', 'collection?', [true, false]],
    ['p-collection-page-1', 'collection-page?', [true, false, false]],
    ['p-collection-template-page-1', 'collection-template-page?', [true, false, false, true, false, false]],
    ['p-comments-1', 'comments?', [true, false, false, true]],
    ['p-disqus-1', 'disqus?', [true, false, false]],
    ['p-external-link-1', 'external-link?', [true, false, false]],
    ['p-folder-1', 'folder?', [true, false, false, false]],
    ['p-redirect-1', 'redirect?', [true, false, false]],
  ] as const)('%s: %s', (caseName, name, expected) => {
    expect(decide(caseName, 'items', name)).toEqual(expected);
  });

  it('p-child-images: only a first child with an image counts', () => {
    const answers = ['p-child-images-2', 'p-child-images-3', 'p-child-images-4'].map((name) => {
      const { json } = readCase(name);
      return predicates['child-images?']?.(json, [], renderContext([json]));
    });
    expect(answers).toEqual([true, false, false]);
  });

  it('p-collection-type-name-equals: compares typeName with the argument, false without one', () => {
    const { json } = readCase('p-collection-type-name-equals-1');
    const { one, two } = json as Record<string, unknown>;
    const equals = (scope: unknown, args: string[]) =>
      predicates['collectionTypeNameEquals?']?.(scope, args, renderContext([json, scope]));
    expect([equals(one, ['foo']), equals(one, ['bar']), equals(one, []), equals(two, ['foo'])]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('p-current-type: currentType 5 is a gallery slice', () => {
    expect(decide('p-current-type', 'items', 'current-type?', ['gallery'], 'ts')).toEqual([true, false]);
  });
});

describe('record type, promoted block and background source predicates (public cases)', () => {
  it('p-record-type-1: one predicate per record type code', () => {
    const { json } = readCase('p-record-type-1');
    const names = Object.values(json as Record<string, { recordType: number }[]>).flat();
    const lines = names.map(({ recordType }) => {
      const item = { recordType };
      const holds = Object.keys(records.predicates).filter(
        (name) =>
          !name.startsWith('promoted') &&
          !name.startsWith('background') &&
          records.predicates[name]?.(item, [], renderContext([json, item])),
      );
      return `${recordType} ${holds.join(' ')}`;
    });
    expect(lines).toContain('-1 undefined?');
    expect(lines).toContain('11 store-item?');
    expect(lines).toContain('8 video? external-video?');
    for (const code of [1, 2, 4, 5, 7, 12, 14, 15, 16, 17, 18, 19, 20, 21, 30, 31, 50, 52, 54]) {
      expect(lines.filter((line) => line.startsWith(`${code} `))).toHaveLength(1);
    }
  });

  it('p-record-type (java): a promoted video block makes a video item', () => {
    expect(decide('p-record-type', 'items', 'video?', [], 'java')).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(decide('p-record-type', 'items', 'image?', [], 'java')).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(decide('p-record-type', 'items', 'css-asset?', [], 'java')).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('p-active-time, p-attachment, p-audio, p-binary, p-checkin', () => {
    expect(decide('p-active-time-1', 'items', 'active-time?')).toEqual([false, true]);
    expect(decide('p-attachment-1', 'items', 'attachment?')).toEqual([false, true]);
    expect(decide('p-audio-1', 'items', 'audio?')).toEqual([false, true]);
    expect(decide('p-binary-1', 'items', 'binary?')).toEqual([false, true]);
    expect(decide('p-checkin-1', 'items', 'checkin?')).toEqual([false, true]);
  });

  it('p-promoted-1: each promoted block type answers only its own predicate', () => {
    const types = [
      'code',
      'embed',
      'form',
      'foursquare',
      'image',
      'instagram',
      'link',
      'map',
      'quote',
      'twitter',
      'video',
    ];
    for (const [row, type] of types.entries()) {
      const answers = decide('p-promoted-1', 'items', `promoted${type.toUpperCase()}?`);
      expect(answers.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([row]);
    }
  });

  it('p-background-source-1: codes 1 to 4 are upload, instagram, video, none', () => {
    const names = ['upload', 'instagram', 'video', 'none'];
    for (const [row, name] of names.entries()) {
      const answers = decide('p-background-source-1', 'items', `background-source-${name}?`);
      expect(answers.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([row]);
    }
  });
});

describe('gallery predicates (public cases)', () => {
  it('p-gallery-boolean-1: each option holds only where it was saved on', () => {
    const options = [
      'autoplay',
      'auto-crop',
      'controls',
      'lightbox',
      'show-meta',
      'show-meta-on-hover',
      'square-thumbs',
      'thumbnails',
    ];
    for (const [row, option] of options.entries()) {
      const answers = decide('p-gallery-boolean-1', 'items', `gallery-${option}?`);
      expect(answers.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([row]);
    }
  });

  it('p-gallery-design-1: unknown or missing designs match none', () => {
    const designs = ['grid', 'slideshow', 'slider', 'stacked'];
    for (const [row, design] of designs.entries()) {
      const answers = decide('p-gallery-design-1', 'items', `gallery-design-${design}?`);
      expect(answers.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([row]);
    }
  });

  it('p-gallery-active-alignment-1', () => {
    expect(decide('p-gallery-active-alignment-1', 'items', 'gallery-active-alignment-center?')).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(decide('p-gallery-active-alignment-1', 'items', 'gallery-active-alignment-left?')).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('p-gallery-meta-1: controls or indicators on', () => {
    expect(decide('p-gallery-meta-1', 'items', 'gallery-meta?')).toEqual([true, true, false, false, false]);
  });
});
