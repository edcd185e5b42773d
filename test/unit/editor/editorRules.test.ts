import { describe, expect, it } from 'vitest';
import { contentStatusLabel } from '../../../src/editor/contentStatusLabel.ts';
import { datasetError, truncateDataset } from '../../../src/editor/datasetCheck.ts';
import { BRAND_COLORS, EditorLimits, isMobileWidth } from '../../../src/editor/editorLimits.ts';
import {
  linkFormatMessage,
  validateEmail,
  validateFileName,
  validateLink,
  validateListChoice,
  validateOption,
  validatePageUrl,
  validateTagName,
} from '../../../src/editor/editorValidation.ts';
import { humanFileSize } from '../../../src/editor/fileSize.ts';
import { MARQUEE_PRESETS } from '../../../src/editor/marqueePresets.ts';
import { uploadError } from '../../../src/editor/uploadCheck.ts';
import { ContentStatus } from '../../../src/enums/contentStatus.ts';
import { addMessages } from '../../../src/i18n/addMessages.ts';
import { platformMessages } from '../../../src/i18n/areas/platformMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';

describe('human-readable file size', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 2.345, '2.35 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(humanFileSize(bytes)).toBe(text);
  });

  it('refuses a negative or non-finite size', () => {
    expect(() => humanFileSize(-1)).toThrow(RangeError);
    expect(() => humanFileSize(Number.NaN)).toThrow('Not a file size: NaN');
  });
});

describe('link, email, page-URL and option checks', () => {
  it('email: blank asks for one, a malformed one shows the format', () => {
    expect(validateEmail('  ')).toBe('Please enter a valid email');
    expect(validateEmail('ada@')).toBe('Emails must be formatted as user@domain.com');
    expect(validateEmail(' ada@example.com ')).toBeUndefined();
  });

  it('link: a dotted host with or without a scheme; else both examples in order', () => {
    expect(validateLink('example.com')).toBeUndefined();
    expect(validateLink('https://shop.example.co.uk/path?q=1')).toBeUndefined();
    expect(validateLink('not a link')).toBe(
      'Links must be formatted as www.example.com or https://www.example.com',
    );
    expect(validateLink('javascript:alert(1)')).toBeDefined();
    expect(linkFormatMessage(['a.com', 'b.com'])).toBe('Links must be formatted as a.com or b.com');
  });

  it('page URL: a path from / of safe characters', () => {
    expect(validatePageUrl('/')).toBeUndefined();
    expect(validatePageUrl('/shop/winter-sale')).toBeUndefined();
    expect(validatePageUrl('shop')).toBe('shop is not a valid page URL');
    expect(validatePageUrl('/a b')).toBe('/a b is not a valid page URL');
    expect(validatePageUrl('/a//b')).toBe('/a//b is not a valid page URL');
  });

  it('option: one of the expected ones', () => {
    expect(validateOption('grid', ['grid', 'stacked'])).toBeUndefined();
    expect(validateOption('list', ['grid', 'stacked'])).toBe('list is not one of the expected options');
  });

  it('file name and mailing list must be given', () => {
    expect(validateFileName(' ')).toBe('Please enter a file name');
    expect(validateFileName('a.pdf')).toBeUndefined();
    expect(validateListChoice(undefined)).toBe('A List must be selected');
    expect(validateListChoice('list-1')).toBeUndefined();
  });
});

describe('tags and categories', () => {
  it('cuts a tag at 50 and a category at 25 characters', () => {
    expect(validateTagName('x'.repeat(60), 'tag', []).name).toHaveLength(50);
    expect(validateTagName(`  ${'y'.repeat(30)}  `, 'category', []).name).toHaveLength(25);
    expect([EditorLimits.TAG_MAX_LENGTH, EditorLimits.CATEGORY_MAX_LENGTH]).toEqual([50, 25]);
  });

  it('refuses an existing name (ignoring case) and editing more than one at a time', () => {
    expect(validateTagName('Sale', 'tag', ['sale '])).toEqual({
      name: 'Sale',
      error: 'This tag already exists',
    });
    expect(validateTagName('Shoes', 'category', [], 2)).toEqual({
      name: 'Shoes',
      error: 'You may only edit one category at a time',
    });
    expect(validateTagName('New', 'tag', ['Old'])).toEqual({ name: 'New' });
  });
});

describe('upload checks', () => {
  const rules = { accept: ['image/*'], fileTypeMessage: 'image ', maxBytes: 20 * 1024 * 1024 };

  it('names the file and its unsupported type', () => {
    expect(uploadError({ name: 'notes.pdf', size: 10, type: 'application/pdf' }, rules)).toBe(
      'The file notes.pdf does not appear to be a supported image file.',
    );
    expect(
      uploadError(
        { name: 'a.bin', size: 1, type: 'x/y' },
        { ...rules, accept: ['text/csv'], fileTypeMessage: '' },
      ),
    ).toBe('The file a.bin does not appear to be a supported file.');
  });

  it('names the file and the maximum size, human-readable', () => {
    expect(uploadError({ name: 'big.png', size: 20 * 1024 * 1024 + 1, type: 'image/png' }, rules)).toBe(
      'The file big.png is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadError({ name: 'ok.png', size: 20 * 1024 * 1024, type: 'image/png' }, rules)).toBeUndefined();
    expect(uploadError({ name: 'any', size: 1, type: '' }, { ...rules, accept: [] })).toBeUndefined();
  });
});

describe('chart dataset checks', () => {
  it('word each failure, first one wins', () => {
    expect(datasetError({ columns: [], rows: [] })).toBe('Enter some data!');
    expect(datasetError({ columns: [], rows: [['1']] })).toBe('Your dataset must have at least one column');
    expect(datasetError({ columns: ['Month'], rows: [['  ']] })).toBe(
      'Your dataset must have at least one row',
    );
    expect(datasetError({ columns: ['Month', 'Sales'], rows: [['Jan', 3], ['Feb']] })).toBe(
      'One or more rows was missing data',
    );
    expect(
      datasetError({
        columns: ['Month', 'Sales'],
        rows: [
          ['Jan', 3],
          ['Feb', 0],
        ],
      }),
    ).toBeUndefined();
  });

  it('truncates to the given rows and columns', () => {
    expect(
      truncateDataset(
        {
          columns: ['a', 'b', 'c'],
          rows: [
            [1, 2, 3],
            [4, 5, 6],
          ],
        },
        1,
        2,
      ),
    ).toEqual({
      columns: ['a', 'b'],
      rows: [[1, 2]],
    });
  });
});

describe('presets, labels and limits', () => {
  it('marquee presets share their settings and differ in wave intensity and direction', () => {
    const shared = {
      waveFrequency: 4,
      animationSpeed: 0.5,
      textStyle: 'heading-1',
      textSize: 4,
      itemSpacing: 0.4,
    };
    expect(MARQUEE_PRESETS['straight-line']).toEqual({ ...shared, waveIntensity: 0, direction: 'left' });
    expect(MARQUEE_PRESETS['mild-wave']).toEqual({ ...shared, waveIntensity: 60, direction: 'right' });
  });

  it('content status labels come from the catalogue, in the page language', () => {
    const en = createCatalogue('en', platformMessages);
    expect(Object.values(ContentStatus).map((s) => contentStatusLabel(s, en))).toEqual([
      'Scheduled',
      'Needs Review',
      'Draft',
      'Private',
    ]);
    addMessages('de', { 'contentStatus.draft': 'Entwurf' });
    expect(contentStatusLabel(ContentStatus.DRAFT, createCatalogue('de-AT', platformMessages))).toBe(
      'Entwurf',
    );
  });

  it('mobile is at most 432 px, desktop from 433 px', () => {
    expect(isMobileWidth(432)).toBe(true);
    expect(isMobileWidth(433)).toBe(false);
  });

  it('keeps the section 9 limits', () => {
    expect(EditorLimits).toMatchObject({
      MAX_BLOCKS_PER_LAYOUT: 60,
      MAX_TRACKS_PER_ALBUM: 60,
      MAX_ITEMS_USER_ORDERABLE_COLLECTION: 250,
      MAX_PRODUCTS_PER_COLLECTION: 200,
      MAX_NESTED_CATEGORIES: 10000,
      MAX_GALLERY_COUNT: 20,
      MAX_GALLERY_SIZE: 50,
      DEFAULT_SLIDER_ASPECT_RATIO: 50,
      BYTES_IN_MB: 1e6,
      TWEEN_DEFAULT_MS: 300,
      SCROLL_ANIMATION_MIN_MS: 50,
      SCROLL_ANIMATION_MAX_MS: 50,
      SCROLL_DEFAULT_OFFSET: 30,
    });
    expect(BRAND_COLORS).toEqual(['#027AFF', '#FFB802']);
  });
});
