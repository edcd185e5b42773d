/** The editing interface's constants and limits (engine spec §5 "Platform", §9 "Cart indicator and platform"). */
export const EditorLimits = {
  TAG_MAX_LENGTH: 50,
  CATEGORY_MAX_LENGTH: 25,
  MAX_BLOCKS_PER_LAYOUT: 60,
  MAX_TRACKS_PER_ALBUM: 60,
  MAX_ITEMS_USER_ORDERABLE_COLLECTION: 250,
  MAX_PRODUCTS_PER_COLLECTION: 200,
  MAX_NESTED_CATEGORIES: 10000,
  MAX_GALLERY_COUNT: 20,
  MAX_GALLERY_SIZE: 50,
  DEFAULT_SLIDER_ASPECT_RATIO: 50,
  BYTES_IN_MB: 1e6,
  TWEEN_DEFAULT_MS: 300,
  SCROLL_ANIMATION_MIN_MS: 50,
  SCROLL_ANIMATION_MAX_MS: 50,
  SCROLL_DEFAULT_OFFSET: 30,
} as const;

/** The brand colours (engine spec §9). */
export const BRAND_COLORS = ['#027AFF', '#FFB802'] as const;

/** Mobile at most 432 px wide; desktop from 433 px (engine spec §9): one constant, src/ui/breakpoint.ts. */
export { DESKTOP_MIN_WIDTH, isMobileWidth, MOBILE_MAX_WIDTH } from '../ui/breakpoint.ts';
