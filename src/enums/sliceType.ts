/** Slice types of the engine's slides (cover page, lock screen …). */
export const SliceType = {
  HEADING: 'heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOGO: 'logo',
  ACTION: 'action',
  FORM: 'form',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
} as const;

export type SliceType = (typeof SliceType)[keyof typeof SliceType];
