import { escapeAttribute } from '../core/escape.ts';
import { asText, get } from '../json.ts';
import type { Formatter } from '../types.ts';

/** `{item|audio-player}`: the element the front-end audio player mounts on, and its loader call. */
export const audioPlayer: Formatter = (value) => {
  const id = escapeAttribute(asText(get(value, 'id')));
  const url = escapeAttribute(asText(get(value, 'structuredContent', 'audioAssetUrl')));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
  );
};
