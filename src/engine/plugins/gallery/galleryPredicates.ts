import { asText, get, isTruthy } from '../json.ts';
import type { Predicate, PredicateTable } from '../types.ts';
import { GALLERY_OPTIONS, type GalleryOptionName } from './galleryOptions.ts';

/**
 * The predicates test the options a block was saved with, found through the scope chain
 * like any variable. They do not fill in the defaults of galleryOptions.ts: the public
 * engines test only what was saved, and the public cases pin `{}` as false for every
 * option, auto-crop and square-thumbs (default on) included. Code that needs the effective
 * options applies `withGalleryDefaults` to the block's data before rendering.
 */
const savedOption = (ctx: Parameters<Predicate>[2], name: string): unknown =>
  get(ctx.resolve('options'), name);

const isOn =
  (name: string): Predicate =>
  (_value, _args, ctx) =>
    isTruthy(savedOption(ctx, name));

const isChoice =
  (name: string, choice: string): Predicate =>
  (_value, _args, ctx) => {
    const option = savedOption(ctx, name);
    return option !== undefined && asText(option) === choice;
  };

const names = Object.keys(GALLERY_OPTIONS) as GalleryOptionName[];

/** `gallery-<option>?` for every boolean option (`gallery-autoplay?`, `gallery-lightbox?` …). */
const booleanPredicates = Object.fromEntries(
  names
    .filter((name) => GALLERY_OPTIONS[name].kind === 'boolean')
    .map((name) => [`gallery-${name}?`, isOn(name)]),
);

/** The select options templates branch on, under their public names. */
const SELECT_PREFIXES = {
  design: 'gallery-design',
  'meta-position': 'gallery-meta-position',
  'active-alignment': 'gallery-active-alignment',
} as const;

/** `gallery-design-grid?`, `gallery-meta-position-top-left?`, `gallery-active-alignment-center?` … */
const selectPredicates = Object.fromEntries(
  Object.entries(SELECT_PREFIXES).flatMap(([name, prefix]) =>
    GALLERY_OPTIONS[name as keyof typeof SELECT_PREFIXES].values.map((choice) => [
      `${prefix}-${choice}?`,
      isChoice(name, choice),
    ]),
  ),
);

/** `gallery-meta?`: the gallery shows navigation (controls or indicators), so it has a meta bar. */
const galleryMeta: Predicate = (_value, _args, ctx) =>
  isTruthy(savedOption(ctx, 'controls')) || isTruthy(savedOption(ctx, 'indicators'));

export const galleryPredicates: PredicateTable = {
  ...booleanPredicates,
  ...selectPredicates,
  'gallery-meta?': galleryMeta,
};
