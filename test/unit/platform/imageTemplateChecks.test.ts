import { describe, expect, it } from 'vitest';
import { checkImageTemplate } from '../../../src/platform/imageTemplateChecks.ts';

const fields = (problems: Array<{ field: string }>) => problems.map((p) => p.field);
const sqs = { width: 400, height: 300, loader: 'sqs', src: '/a.jpg', sizes: '100vw' };

describe('Image template checks (debug mode only)', () => {
  it('debug mode only: nothing is checked outside it', () => {
    expect(checkImageTemplate({}, false)).toEqual([]);
    expect(checkImageTemplate({ width: -1, loader: 'gif' }, false)).toEqual([]);
    expect(checkImageTemplate(sqs, true)).toEqual([]);
  });

  it('width and height required positive integers', () => {
    expect(fields(checkImageTemplate({ ...sqs, width: undefined, height: 0 }, true))).toEqual([
      'width',
      'height',
    ]);
    expect(fields(checkImageTemplate({ ...sqs, width: 1.5, height: '300' }, true))).toEqual([
      'width',
      'height',
    ]);
  });

  it('priority high, low or none', () => {
    for (const priority of ['high', 'low', 'none', undefined])
      expect(checkImageTemplate({ ...sqs, priority }, true)).toEqual([]);
    expect(fields(checkImageTemplate({ ...sqs, priority: 'urgent' }, true))).toEqual(['priority']);
  });

  it('loader one of sqs, raw, vimeo, youtube', () => {
    expect(fields(checkImageTemplate({ ...sqs, loader: 'cdn' }, true))).toEqual(['loader']);
    expect(fields(checkImageTemplate({ ...sqs, loader: undefined }, true))).toEqual(['loader']);
  });

  it('format jpg or webp, only for vimeo and youtube', () => {
    const vimeo = { width: 1, height: 1, loader: 'vimeo', src: 'v.jpg' };
    expect(checkImageTemplate({ ...vimeo, format: 'webp' }, true)).toEqual([]);
    expect(checkImageTemplate({ ...vimeo, format: 'jpg' }, true)).toEqual([]);
    expect(fields(checkImageTemplate({ ...vimeo, format: 'png' }, true))).toEqual(['format']);
    expect(fields(checkImageTemplate({ ...sqs, format: 'jpg' }, true))).toEqual(['format']);
  });

  it('video id required for youtube; src required except youtube', () => {
    const youtube = { width: 1, height: 1, loader: 'youtube' };
    expect(fields(checkImageTemplate(youtube, true))).toEqual(['videoId']);
    expect(checkImageTemplate({ ...youtube, videoId: 'dQw4w9WgXcQ' }, true)).toEqual([]);
    expect(fields(checkImageTemplate({ ...sqs, src: '' }, true))).toEqual(['src']);
    expect(fields(checkImageTemplate({ width: 1, height: 1, loader: 'raw' }, true))).toEqual(['src']);
  });

  it('sizes required for sqs; srcset only for raw', () => {
    expect(fields(checkImageTemplate({ ...sqs, sizes: undefined }, true))).toEqual(['sizes']);
    const raw = { width: 1, height: 1, loader: 'raw', src: '/a.jpg' };
    expect(checkImageTemplate({ ...raw, srcset: '/a.jpg 1x, /a@2x.jpg 2x' }, true)).toEqual([]);
    expect(fields(checkImageTemplate({ ...sqs, srcset: '/a.jpg 1x' }, true))).toEqual(['srcset']);
    expect(checkImageTemplate({ ...sqs, sizes: undefined }, true)[0]!.message).toBe(
      'sizes is required for the sqs loader',
    );
  });
});
