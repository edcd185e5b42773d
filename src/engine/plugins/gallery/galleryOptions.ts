/**
 * Gallery block options with their defaults (spec §3 "Gallery options"). `values` lists the
 * choices of a select option; booleans and numeric ranges have none. `appliesTo` names the
 * designs an option matters for, where the spec marks one.
 */
import { GalleryActiveAlignment } from '../../../enums/galleryActiveAlignment.ts';
import { GalleryAspectRatio } from '../../../enums/galleryAspectRatio.ts';
import { GalleryDesign } from '../../../enums/galleryDesign.ts';
import { GalleryMetaPosition } from '../../../enums/galleryMetaPosition.ts';
import { LightboxTheme } from '../../../enums/lightboxTheme.ts';

export interface GalleryOption {
  readonly kind: 'select' | 'boolean' | 'range';
  readonly default: string | number | boolean;
  readonly values?: readonly string[];
  readonly range?: readonly [number, number];
  readonly appliesTo?: readonly string[];
}

export const GALLERY_OPTIONS = {
  design: { kind: 'select', values: Object.values(GalleryDesign), default: 'grid' },
  autoplay: { kind: 'boolean', default: false, appliesTo: ['slideshow', 'slider'] },
  'autoplay-duration': { kind: 'range', range: [1, 10], default: 5 },
  controls: { kind: 'boolean', default: false },
  'auto-crop': { kind: 'boolean', default: true },
  'aspect-ratio': {
    kind: 'select',
    values: Object.values(GalleryAspectRatio),
    default: 'square',
    appliesTo: ['grid'],
  },
  'square-thumbs': { kind: 'boolean', default: true },
  thumbnails: { kind: 'boolean', default: false, appliesTo: ['slideshow'] },
  'thumbnail-strip-height': { kind: 'range', range: [0, 200], default: 80 },
  'thumbnail-strip-margin': { kind: 'range', range: [0, 60], default: 20 },
  'show-meta-basic': { kind: 'boolean', default: true, appliesTo: ['stacked'] },
  'show-meta': { kind: 'boolean', default: true, appliesTo: ['slideshow'] },
  'show-meta-only-title': { kind: 'boolean', default: false, appliesTo: ['grid'] },
  'meta-position': {
    kind: 'select',
    values: Object.values(GalleryMetaPosition),
    default: 'bottom',
  },
  'show-meta-on-hover': { kind: 'boolean', default: false },
  'active-alignment': {
    kind: 'select',
    values: Object.values(GalleryActiveAlignment),
    default: 'center',
    appliesTo: ['slider'],
  },
  'thumbnails-per-row': { kind: 'range', range: [1, 10], default: 4 },
  padding: { kind: 'range', range: [0, 50], default: 20 },
  lightbox: { kind: 'boolean', default: false },
  lightboxTheme: { kind: 'select', values: Object.values(LightboxTheme), default: 'dark' },
  'max-width': { kind: 'range', range: [100, 300], default: 300 },
  newWindow: { kind: 'boolean', default: false },
  transparentBackground: { kind: 'boolean', default: false },
} as const satisfies Readonly<Record<string, GalleryOption>>;

export type GalleryOptionName = keyof typeof GALLERY_OPTIONS;

/** A block's options with every unset one at its default: defaults first, then the block's own. */
export const withGalleryDefaults = (
  options: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> => ({
  ...Object.fromEntries(Object.entries(GALLERY_OPTIONS).map(([name, option]) => [name, option.default])),
  ...options,
});
