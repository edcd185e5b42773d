import { escapeAttribute } from '../core/escape.ts';
import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';

/** The corners and centre whose average colour the image service measured. */
const POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/**
 * `{image|image-color}`: every measured average as `data-color-<position>="#rrggbb"`.
 * `{image|image-color topLeft [property]}`: one average, `#rrggbb` or `property: #rrggbb`
 * (for inline styles), or `"topLeft" not found.` when the image has no such average.
 * Nothing at all when the image was never measured.
 */
export const imageColor: Formatter = (value, args) => {
  const colorData = get(value, 'colorData');
  if (colorData === undefined) return undefined;
  const [position, property] = args;
  if (position === undefined) {
    return POSITIONS.map(
      (key) => `data-color-${key}="#${escapeAttribute(asText(get(colorData, `${key}Average`)))}" `,
    ).join('');
  }
  const color = asText(get(colorData, `${position}Average`));
  if (color.length === 0) return `"${escapeAttribute(position)}" not found.`;
  const prefix = property === undefined ? '' : `${property}: `;
  return `${prefix}#${escapeAttribute(color)}`;
};
