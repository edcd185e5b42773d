// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { content } from '../../../../src/engine/plugins/content/index.ts';
import { social } from '../../../../src/engine/plugins/social/index.ts';
import { readCase } from './caseFile.ts';
import { renderContext } from './renderContext.ts';

const formatters = { ...content.formatters, ...social.formatters };

/** The public cases whose template is one `{variable|formatter args}` tag. */
const SINGLE_TAG_CASES: ReadonlyArray<readonly [string, 'ts' | 'java']> = [
  ...[1, 2, 3, 4, 5, 6].map((n) => [`f-image-${n}`, 'ts'] as const),
  ...[1, 2, 5].map((n) => [`f-image-color-${n}`, 'ts'] as const),
  ['f-image-meta-2', 'ts'],
  ['f-image-meta-2', 'java'],
  ...[2, 4, 5].map((n) => [`f-image-srcset-${n}`, 'ts'] as const),
  ...[1, 2, 3, 4, 5, 6].map((n) => [`f-child-image-meta-${n}`, 'ts'] as const),
  ['f-width-1', 'ts'],
  ['f-height-1', 'ts'],
  ...[1, 2, 3].map((n) => [`f-video-${n}`, 'ts'] as const),
  ['f-audio-player-1', 'ts'],
  ['f-comment-count-1', 'ts'],
  ['f-comment-count-3', 'ts'],
  ['f-comment-link-1', 'ts'],
  ['f-comment-link-3', 'ts'],
  ['f-comments-1', 'ts'],
  ['f-comments-3', 'ts'],
  ['f-like-button-1', 'ts'],
  ['f-social-button-1', 'ts'],
  ['f-social-button-inline-1', 'ts'],
  ['f-twitter-follow-button-1', 'ts'],
  ['f-twitter-follow-button-2', 'ts'],
  ['f-activate-twitter-links-1', 'ts'],
  ['f-google-calendar-url-1', 'ts'],
  ['f-google-calendar-url-3', 'ts'],
  ['f-google-calendar-url-1', 'java'],
  ['f-item-classes-2', 'ts'],
  ['f-item-classes-3', 'ts'],
  ...[1, 2, 3, 4, 5].map((n) => [`f-website-color-${n}`, 'ts'] as const),
];

const TAG = /^\{([^|}]+)\|([\w-]+)(?: ([^}]*))?\}$/;

describe('public conformance cases of one formatter tag', () => {
  it.each(SINGLE_TAG_CASES)('%s (%s) renders the expected markup', (name, folder) => {
    const { json, template, output } = readCase(name, folder);
    const [, variable = '', formatter = '', args] = TAG.exec(template.trim()) ?? [];
    const ctx = renderContext([json]);
    const value = ctx.resolve(variable);
    const format = formatters[formatter];
    expect(format, `formatter ${formatter}`).toBeDefined();
    const result = format?.(value, args === undefined ? [] : args.split(' '), ctx);
    expect(result === undefined ? '' : String(result).trim()).toBe(output.trim());
  });
});

describe('public conformance cases inside a repeated section', () => {
  it('f-resized-1: sizes scale and map to thumbnail buckets', () => {
    const { json } = readCase('f-resized-1');
    const ctx = renderContext([json]);
    const rows = (json as { sizes: string[] }).sizes.map((size) => [
      formatters.resizedHeightForWidth?.(size, ['50'], ctx),
      formatters.resizedWidthForHeight?.(size, ['50'], ctx),
      formatters.squarespaceThumbnailForHeight?.(size, ['50'], ctx),
      formatters.squarespaceThumbnailForWidth?.(size, ['50'], ctx),
    ]);
    expect(rows).toEqual([
      [35, 71, '100w', '100w'],
      [12, 200, '300w', '100w'],
      [25, 100, '100w', '100w'],
    ]);
    expect(ctx.errors).toEqual([]);
  });

  it('f-color-weight-1: light from #888 up, dark from #444 down', () => {
    const { json } = readCase('f-color-weight-1');
    const ctx = renderContext([json]);
    const weights = (json as { colors: string[] }).colors.map((c) =>
      formatters['color-weight']?.(c, [], ctx),
    );
    expect(weights).toEqual(['light', 'light', 'light', 'dark', 'dark', 'dark']);
  });

  it('f-item-classes-1: a featured, promoted, sold-out store item in a list', () => {
    const { json, output } = readCase('f-item-classes-1');
    const item = (json as { items: unknown[] }).items[0];
    const ctx = renderContext([json, item], 1);
    expect(formatters['item-classes']?.(item, [], ctx)).toBe(output.trim());
  });
});
