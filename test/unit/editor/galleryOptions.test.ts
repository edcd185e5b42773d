import { describe, expect, it } from 'vitest';
import { isGalleryOptionActive, normaliseGalleryOptions } from '../../../src/editor/galleryOptionsModel.ts';

const defaults = {
  design: 'grid',
  autoplay: false,
  'autoplay-duration': 5,
  controls: false,
  'auto-crop': true,
  'aspect-ratio': 'square',
  'square-thumbs': true,
  thumbnails: false,
  'thumbnail-strip-height': 80,
  'thumbnail-strip-margin': 20,
  'show-meta-basic': true,
  'show-meta': true,
  'show-meta-only-title': false,
  'meta-position': 'bottom',
  'show-meta-on-hover': false,
  'active-alignment': 'center',
  'thumbnails-per-row': 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  'max-width': 300,
  newWindow: false,
  transparentBackground: false,
};

describe('gallery options model', () => {
  it('gives every option its spec default', () => {
    expect(normaliseGalleryOptions({})).toEqual({ options: defaults, errors: {} });
  });

  it('takes valid values, from markup text too, and leaves unknown names out', () => {
    const { options, errors } = normaliseGalleryOptions({
      design: 'slider',
      autoplay: 'true',
      'autoplay-duration': '10',
      'aspect-ratio': 'anamorphic-widescreen',
      padding: 0,
      lightboxTheme: 'light',
      colour: 'red',
    });
    expect(errors).toEqual({});
    expect(options).toEqual({
      ...defaults,
      design: 'slider',
      autoplay: true,
      'autoplay-duration': 10,
      'aspect-ratio': 'anamorphic-widescreen',
      padding: 0,
      lightboxTheme: 'light',
    });
  });

  it('keeps the default for a refused value and says why', () => {
    const { options, errors } = normaliseGalleryOptions({
      design: 'carousel',
      'autoplay-duration': 11,
      'thumbnail-strip-height': 2.5,
      'max-width': 99,
      controls: 'yes',
      'meta-position': 'middle',
    });
    expect(errors).toEqual({
      design: 'carousel is not one of the expected options',
      'autoplay-duration': '11 is not one of the expected options',
      'thumbnail-strip-height': '2.5 is not one of the expected options',
      'max-width': '99 is not one of the expected options',
      controls: 'yes is not one of the expected options',
      'meta-position': 'middle is not one of the expected options',
    });
    expect(options).toEqual(defaults);
  });

  it('marks options active only for their designs and dependencies', () => {
    const grid = normaliseGalleryOptions({}).options;
    expect(isGalleryOptionActive('aspect-ratio', grid)).toBe(true);
    expect(isGalleryOptionActive('autoplay', grid)).toBe(false);
    expect(isGalleryOptionActive('show-meta-only-title', grid)).toBe(true);
    const slideshow = normaliseGalleryOptions({ design: 'slideshow' }).options;
    expect(isGalleryOptionActive('autoplay', slideshow)).toBe(true);
    expect(isGalleryOptionActive('thumbnails', slideshow)).toBe(true);
    expect(isGalleryOptionActive('autoplay-duration', slideshow)).toBe(false);
    expect(isGalleryOptionActive('autoplay-duration', { ...slideshow, autoplay: true })).toBe(true);
    expect(isGalleryOptionActive('active-alignment', slideshow)).toBe(false);
    expect(isGalleryOptionActive('padding', slideshow)).toBe(true);
  });

  it('autoplay-duration (1 to 10 seconds, 5) applies "when autoplay on": never while autoplay is off or inactive', () => {
    for (const design of ['slideshow', 'slider', 'grid', 'stacked']) {
      const off = normaliseGalleryOptions({ design, autoplay: 'false' }).options;
      expect(isGalleryOptionActive('autoplay-duration', off)).toBe(false);
    }
    // autoplay set on a design it does not apply to (grid, stacked) is not on: no duration either.
    for (const design of ['grid', 'stacked']) {
      const set = normaliseGalleryOptions({ design, autoplay: 'true' }).options;
      expect(isGalleryOptionActive('autoplay', set)).toBe(false);
      expect(isGalleryOptionActive('autoplay-duration', set)).toBe(false);
    }
    for (const design of ['slideshow', 'slider']) {
      const on = normaliseGalleryOptions({ design, autoplay: 'true' }).options;
      expect(isGalleryOptionActive('autoplay-duration', on)).toBe(true);
    }
  });
});
