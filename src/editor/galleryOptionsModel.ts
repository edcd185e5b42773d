import {
  GALLERY_OPTIONS,
  type GalleryOption,
  type GalleryOptionName,
} from '../engine/plugins/gallery/galleryOptions.ts';
import { editorText } from './editorText.ts';

/**
 * The gallery block's options model for the editor (engine spec §3 "Gallery options"): the
 * engine's table (values, defaults, the designs an option applies to) plus the marked dependency
 * the table leaves out, autoplay-duration only when autoplay is on.
 */
export const GALLERY_OPTION_DEPENDENCIES: Readonly<
  Partial<Record<GalleryOptionName, { option: GalleryOptionName; equals: unknown }>>
> = {
  'autoplay-duration': { option: 'autoplay', equals: true },
};

export type GalleryOptionValues = Record<GalleryOptionName, string | number | boolean>;

export interface NormalisedGalleryOptions {
  /** every option: the caller's valid value, else its default */
  options: GalleryOptionValues;
  /** one message per value refused ('{val} is not one of the expected options'), by option */
  errors: Partial<Record<GalleryOptionName, string>>;
}

// Markup gives text: 'true', '5'. Each kind reads its own.
function _read(name: GalleryOptionName, raw: unknown): string | number | boolean | undefined {
  const option = GALLERY_OPTIONS[name];
  if (option.kind === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    return raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
  if (option.kind === 'range') {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    const [min, max] = option.range;
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  }
  return typeof raw === 'string' && (option.values as readonly string[]).includes(raw) ? raw : undefined;
}

/**
 * Validate and normalise a gallery's options: defaults first, then each valid value given;
 * unknown names are left out, and a refused value keeps the default and is reported.
 */
export function normaliseGalleryOptions(input: Readonly<Record<string, unknown>>): NormalisedGalleryOptions {
  const options = Object.fromEntries(
    Object.entries(GALLERY_OPTIONS).map(([name, option]) => [name, option.default]),
  ) as GalleryOptionValues;
  const errors: NormalisedGalleryOptions['errors'] = {};
  for (const name of Object.keys(GALLERY_OPTIONS) as GalleryOptionName[]) {
    if (!Object.hasOwn(input, name) || input[name] === undefined) continue;
    const value = _read(name, input[name]);
    if (value === undefined) errors[name] = editorText('editor.invalidOption', { val: String(input[name]) });
    else options[name] = value;
  }
  return { options, errors };
}

/**
 * Whether an option matters for these options: its design list (where the spec marks one) holds
 * the chosen design, and its dependency holds. The editor hides the rest.
 */
export function isGalleryOptionActive(name: GalleryOptionName, options: GalleryOptionValues): boolean {
  const option: GalleryOption = GALLERY_OPTIONS[name];
  if (option.appliesTo && !option.appliesTo.includes(String(options.design))) return false;
  // An option that depends on another is active only when that one holds its value and is
  // active itself: autoplay-duration needs autoplay on, on a design autoplay applies to.
  const dependency = GALLERY_OPTION_DEPENDENCIES[name];
  return (
    !dependency ||
    (options[dependency.option] === dependency.equals && isGalleryOptionActive(dependency.option, options))
  );
}
