import { asText } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { thumbnailSizeForWidth } from './imageSizes.ts';

/**
 * Shown in place of a size when the value is not `widthxheight` (spec §5 "Engine"), in the
 * Java reference's words, its full stop included (the TypeScript reference prints nothing for
 * `width` and `height`: a listed difference).
 */
export const INVALID_SIZE_TEXT = "Invalid source parameter. Pass in 'originalSize'.";
/** The same fault as the engine error the image helper reports (spec §8 "Engine"). */
export const INVALID_SIZE_ERROR = 'Invalid source parameter. Pass in originalSize.';

const INT = /^[-+]?\d{1,10}$/;

/**
 * `[width, height]` of an image size string such as `800x400`, split as Java's
 * `StringUtils.split(text, 'x')` does (empty pieces dropped, so `x800x400` is a size too);
 * undefined when there are not two pieces or a piece is not a Java int.
 */
export const parseSize = (value: unknown): readonly [number, number] | undefined => {
  const parts = asText(value)
    .split('x')
    .filter((p) => p !== '');
  if (parts.length !== 2 || !INT.test(parts[0]!) || !INT.test(parts[1]!)) return undefined;
  const [w, h] = [Number(parts[0]), Number(parts[1])];
  return Math.abs(w) <= 2147483647 && Math.abs(h) <= 2147483647 ? [w, h] : undefined;
};

const invalid = (ctx: RenderContext): string => {
  ctx.error(INVALID_SIZE_ERROR);
  return INVALID_SIZE_TEXT;
};

/** `{originalSize|width}`: 800 for `800x400`. */
export const width: Formatter = (value, _args, ctx) => parseSize(value)?.[0] ?? invalid(ctx);

/** `{originalSize|height}`: 400 for `800x400`. */
export const height: Formatter = (value, _args, ctx) => parseSize(value)?.[1] ?? invalid(ctx);

const requestedArg = (args: readonly string[]): number => Number.parseInt(args[0] ?? '', 10) || 0;

/** Scale one side to keep the aspect ratio, dropping the fraction as the image service does. */
const scaled = (side: number, requested: number, otherSide: number): number =>
  otherSide === 0 ? 0 : Math.trunc(side * (requested / otherSide));

/** `{originalSize|resizedHeightForWidth 50}`: the height of the image drawn 50 wide. */
export const resizedHeightForWidth: Formatter = (value, args, ctx) => {
  const size = parseSize(value);
  return size ? scaled(size[1], requestedArg(args), size[0]) : invalid(ctx);
};

/** `{originalSize|resizedWidthForHeight 50}`: the width of the image drawn 50 high. */
export const resizedWidthForHeight: Formatter = (value, args, ctx) => {
  const size = parseSize(value);
  return size ? scaled(size[0], requestedArg(args), size[1]) : invalid(ctx);
};

/** `{@|squarespaceThumbnailForWidth 400}`: the thumbnail bucket for that width (500w). */
export const squarespaceThumbnailForWidth: Formatter = (_value, args) =>
  thumbnailSizeForWidth(requestedArg(args));

/** `{originalSize|squarespaceThumbnailForHeight 50}`: the bucket for the width at that height. */
export const squarespaceThumbnailForHeight: Formatter = (value, args, ctx) => {
  const size = parseSize(value);
  return size ? thumbnailSizeForWidth(scaled(size[0], requestedArg(args), size[1])) : invalid(ctx);
};
