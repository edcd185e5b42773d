// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { content } from '../../../../src/engine/plugins/content/index.ts';
import {
  GALLERY_OPTIONS,
  withGalleryDefaults,
} from '../../../../src/engine/plugins/gallery/galleryOptions.ts';
import { gallery } from '../../../../src/engine/plugins/gallery/index.ts';
import { social } from '../../../../src/engine/plugins/social/index.ts';
import { renderContext } from './renderContext.ts';

const f = { ...content.formatters, ...social.formatters };
const p = { ...content.predicates, ...social.predicates, ...gallery.predicates };
const run = (name: string, value: unknown, args: string[] = [], scopes: unknown[] = [value]) => {
  const ctx = renderContext(scopes);
  return { out: f[name]?.(value, args, ctx), errors: ctx.errors };
};

describe('image sizes', () => {
  it('a size that is not widthxheight shows the spec text (as Java writes it) and reports the engine error', () => {
    for (const name of ['width', 'height', 'resizedHeightForWidth', 'squarespaceThumbnailForHeight']) {
      expect(run(name, '1200', ['600'])).toEqual({
        out: "Invalid source parameter. Pass in 'originalSize'.",
        errors: ['Invalid source parameter. Pass in originalSize.'],
      });
    }
  });

  it('thumbnail buckets follow the spec thresholds', () => {
    const buckets = ['100', '101', '301', '501', '751', '1001', '5000'].map(
      (w) => run('squarespaceThumbnailForWidth', null, [w]).out,
    );
    expect(buckets).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '1500w']);
  });

  it('a source set whose largest variant is a served size offers the original one size up', () => {
    const image = { assetUrl: '/a.jpg', systemDataVariants: '100w,300w,500w' };
    expect(run('image-srcset', image).out).toBe(
      ' srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=original 750w"',
    );
    const full = { assetUrl: '/a.jpg', systemDataVariants: '1500w,2500w' };
    expect(run('image-srcset', full).out).not.toContain('original');
  });
});

describe('images', () => {
  it('escapes data in attributes, so a title cannot break out of alt', () => {
    const { out } = run('image', { id: 'i"d', title: '"><script>x</script>', assetUrl: '/a.jpg?x=1&y=2' });
    expect(out).not.toContain('<script>');
    expect(out).toContain('alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(out).toContain('src="/a.jpg?x=1&amp;y=2"');
    expect(out).toContain('data-image-id="i&quot;d"');
  });

  it('inside an image block the item alt text wins, even when empty', () => {
    const img = { title: 'Title', altText: '  ' };
    const ctx = renderContext([{ blockType: 5 }, img]);
    expect(f['image-meta']?.(img, [], ctx)).toContain('alt=""');
  });
});

describe('colours', () => {
  it('website-color writes hsl without alpha and names every bound broken', () => {
    expect(run('website-color', { hue: 0, saturation: 0, lightness: 0 }).out).toBe('hsl(0, 0%, 0%)');
    expect(run('website-color', { hue: 361, saturation: 0.5, lightness: 0.5 }).out).toBe(
      'Hue out of bounds.',
    );
    expect(run('website-color', { hue: 1, saturation: 0.5 }).out).toBe('Missing an H/S/L value.');
  });

  it('color-weight takes 3 or 6 hex digits only; anything else renders nothing', () => {
    expect(['800000', '7fffff', '#1234', 'zzz', ''].map((c) => run('color-weight', c).out)).toEqual([
      'light',
      'dark',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('social', () => {
  it('comment counts: No Comments, 1 Comment, n Comments', () => {
    expect([0, 1, 2].map((n) => run('comment-count', { publicCommentCount: n }).out)).toEqual([
      'No Comments',
      '1 Comment',
      '2 Comments',
    ]);
  });

  it('share buttons need non-empty share options', () => {
    const item = { title: 'T', fullUrl: '/t' };
    expect(run('social-button', item, [], [{ website: { shareButtonOptions: [] } }]).out).toBe('');
    expect(run('social-button', item, [], [{ website: {} }]).out).toBe('');
    expect(run('social-button', item, [], [{}]).out).toBe('');
  });

  it('the like button needs simple liking turned on', () => {
    const item = { id: 'a', likeCount: 1 };
    expect(
      run('like-button', item, [], [{ websiteSettings: { simpleLikingEnabled: false } }, item]).out,
    ).toBe('');
  });

  it('calendar links join the trimmed, non-empty address parts and encode the title', () => {
    const event = {
      title: 'Fish & chips',
      startDate: 0,
      endDate: 3600000,
      location: { addressLine1: ' 1 Road ', addressLine2: '  ', addressCountry: 'UK' },
    };
    expect(run('google-calendar-url', event).out).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Fish%20%26%20chips' +
        '&dates=19700101T000000Z/19700101T010000Z&location=1%20Road%2C%20UK',
    );
  });

  it('linkifies URLs, handles and hashtags, and leaves the rest of the text (HTML already) as it is', () => {
    expect(run('activate-twitter-links', 'see https://x.com/a?b=1&c=2 <b> @me #tag a@b.c').out).toBe(
      'see <a target="new" href="https://x.com/a?b=1&c=2">https://x.com/a?b=1&c=2</a> <b> ' +
        '<a target="new" href="https://twitter.com/me/">@me</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/tag?src=hash">#tag</a> a@b.c',
    );
  });
});

describe('item predicates', () => {
  it('an excerpt of only markup and invisible spaces is no excerpt', () => {
    const excerpt = (value: unknown) => p['excerpt?']?.({ excerpt: value }, [], renderContext([{}]));
    expect([
      excerpt({ html: '<p>&nbsp;</p>' }),
      excerpt({ html: '<p>\u00a0\u200b </p>' }),
      excerpt('Hi'),
    ]).toEqual([false, false, true]);
  });

  it('comments stay hidden when the site settings exist with comments off', () => {
    const item = { commentState: 1 };
    expect(p['comments?']?.(item, [], renderContext([{ websiteSettings: {} }, item]))).toBe(false);
    expect(p['comments?']?.(item, [], renderContext([{}, item]))).toBe(true);
  });
});

describe('gallery options', () => {
  it('fills unset options with the spec defaults, the block’s own values winning', () => {
    const options = withGalleryDefaults({ design: 'slider', padding: 0 });
    expect(options).toMatchObject({
      design: 'slider',
      padding: 0,
      'auto-crop': true,
      'meta-position': 'bottom',
    });
    expect(options['autoplay-duration']).toBe(5);
    expect(options['max-width']).toBe(300);
  });

  it('offers a predicate for every boolean option and every select choice', () => {
    expect(p['gallery-newWindow?']).toBeDefined();
    expect(p['gallery-meta-position-top-left?']).toBeDefined();
    expect(GALLERY_OPTIONS.design.values).toContain('stacked');
  });
});
