/** The block a content item promotes (its promotedBlockType). */
export const PromotedBlockType = {
  MAP: 'map',
  EMBED: 'embed',
  IMAGE: 'image',
  CODE: 'code',
  QUOTE: 'quote',
  TWITTER: 'twitter',
  LINK: 'link',
  VIDEO: 'video',
  FOURSQUARE: 'foursquare',
  INSTAGRAM: 'instagram',
  FORM: 'form',
} as const;

export type PromotedBlockType = (typeof PromotedBlockType)[keyof typeof PromotedBlockType];
