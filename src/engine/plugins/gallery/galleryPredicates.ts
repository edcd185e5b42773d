import { get, text, truthy } from '../content/value.ts';
import type { Predicate, PredicateTable } from '../types.ts';
import { GALLERY_OPTIONS, type GalleryOptionName } from './galleryOptions.ts';

/**
 * The predicates read the options a block was saved with, found through the scope chain
 * like any variable, and do not fill in defaults: a block saved before an option existed
 * must render as it always did (the public cases pin `{}` as false for every option,
 * even auto-crop whose default is on).
 */
const savedOption = (ctx: Parameters<Predicate>[2], name: string): unknown =>
  get(ctx.resolve('options'), name);

const isOn =
  (name: string): Predicate =>
  (_value, _args, ctx) => {
    const option = savedOption(ctx, name);
    return option !== undefined && truthy(option);
  };

const isChoice =
  (name: string, choice: string): Predicate =>
  (_value, _args, ctx) => {
    const option = savedOption(ctx, name);
    return option !== undefined && text(option) === choice;
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
  truthy(savedOption(ctx, 'controls')) || truthy(savedOption(ctx, 'indicators'));

export const galleryPredicates: PredicateTable = {
  ...booleanPredicates,
  ...selectPredicates,
  'gallery-meta?': galleryMeta,
};
