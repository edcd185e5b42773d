import { escapeAttribute } from '../core/escape.ts';
import type { Formatter } from '../types.ts';
import { get, path, text } from './value.ts';

/** `{item|audio-player}`: the element the front-end audio player mounts on, and its loader call. */
export const audioPlayer: Formatter = (value) => {
  const id = escapeAttribute(text(get(value, 'id')));
  const url = escapeAttribute(text(path(value, 'structuredContent', 'audioAssetUrl')));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`
  );
};
