import { escapeAttribute } from '../core/escape.ts';
import { asText, get, isTruthy } from '../json.ts';
import type { Formatter } from '../types.ts';
import { focalPoint } from './focalPoint.ts';

/** Average colours copied onto the overlay image; attribute names are lower case here. */
const COLOR_ATTRIBUTES = [
  ['topleft', 'topLeftAverage'],
  ['topright', 'topRightAverage'],
  ['bottomleft', 'bottomLeftAverage'],
  ['bottomright', 'bottomRightAverage'],
  ['center', 'centerAverage'],
] as const;

/**
 * `{item|video [load-false] [color-data]}`: the wrapper the front-end video player mounts on.
 * The provider's embed code travels escaped in `data-html` and is only inserted by the
 * player; an item with `overlay` gets a click-to-play cover made of its thumbnail (or a
 * plain `no-thumb` cover when it has none).
 */
export const video: Formatter = (value, args) => {
  const oembed = get(value, 'oembed');
  const loadFalse = args.includes('load-false');
  const useColorData = args.includes('color-data');

  let out = '<div class="sqs-video-wrapper" ';
  if (loadFalse) out += ' data-load="false" ';
  out += `data-html="${escapeAttribute(asText(get(oembed, 'html')))}" `;
  out += `data-provider-name="${escapeAttribute(asText(get(oembed, 'providerName')))}">`;

  if (isTruthy(get(value, 'overlay'))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(get(value, 'mainImageId')) || isTruthy(get(value, 'systemDataId'))) {
      out += '" style="opacity: 0;">';
      out += `<img data-load="false" data-src="${escapeAttribute(asText(get(value, 'assetUrl')))}" `;
      out += `data-image-dimensions="${escapeAttribute(asText(get(value, 'originalSize')))}" `;
      out += `data-image-focal-point="${escapeAttribute(focalPoint(value))}" `;
      const colorData = get(value, 'colorData');
      if (useColorData && isTruthy(colorData)) {
        for (const [attribute, key] of COLOR_ATTRIBUTES) {
          out += `data-color-${attribute}="#${escapeAttribute(asText(get(colorData, key)))}" `;
        }
      }
      out += '/>';
    } else {
      out += ' no-thumb" style="opacity: 0;">';
    }
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return `${out}</div>`;
};
