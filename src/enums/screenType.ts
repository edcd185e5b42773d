/** Screen types (storefront spec, section 3). */
export const ScreenType = {
  COVER_PAGE: 1,
  LOCK_SCREEN: 2,
  POPUP_OVERLAY: 3,
  SSO_SCREEN: 4,
} as const;

export type ScreenType = (typeof ScreenType)[keyof typeof ScreenType];
