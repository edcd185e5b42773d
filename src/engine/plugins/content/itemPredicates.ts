import { asText, get, isTruthy } from '../json.ts';
import type { Predicate } from '../types.ts';
import { removeTags } from './removeTags.ts';

/** `child-images?`: the first child of the scope has an image, so a gallery can be drawn. */
export const childImages: Predicate = (value) => {
  const first = get(value, 'items', 0);
  return isTruthy(get(first, 'mainImageId')) || isTruthy(get(first, 'systemDataId'));
};

/** Whitespace, including the non-breaking and zero-width spaces editors leave, raw or as entities. */
const INVISIBLE = /(?:[\s\u200b\u00a0]|&nbsp;|&#160;|&#xa0;)+/gi;

/**
 * `excerpt?` (spec §5): whether the excerpt says anything once markup and whitespace are
 * stripped; an editor's empty paragraph (`<p>&nbsp;</p>`) is no excerpt.
 */
export const excerpt: Predicate = (value) => {
  const node = get(value, 'excerpt');
  const html = get(node, 'html');
  const source = typeof html === 'string' ? html : typeof node === 'string' ? node : '';
  return removeTags(source).replace(INVISIBLE, '').length > 0;
};

/** `external-link?`: the item points off the site. */
export const externalLink: Predicate = (value) => isTruthy(get(value, 'externalLink'));

/** `location?`: the item has a map position. */
export const location: Predicate = (value) => {
  const where = get(value, 'location');
  return get(where, 'mapLat') !== undefined && get(where, 'mapLng') !== undefined;
};

/** `main-image?`: the item has its own image. */
export const mainImage: Predicate = (value) =>
  isTruthy(get(value, 'mainImageId')) || isTruthy(get(value, 'systemDataId'));

/** `passthrough?`: the item stands for an outside page and links straight to it. */
export const passthrough: Predicate = (value) =>
  isTruthy(get(value, 'passthrough')) && asText(get(value, 'sourceUrl')) !== '';

/** `show-past-events?`: the events list shows past events rather than upcoming ones. */
export const showPastEvents: Predicate = (value) => asText(get(value, 'showPastOrUpcomingEvents')) === 'past';

/** `serviceNameEmail?`: a social account entry is the e-mail one (drawn as a mailto link). */
export const serviceNameEmail: Predicate = (value) => asText(get(value, 'serviceName')) === 'email';
