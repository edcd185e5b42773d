/** Slide names of the engine, one per screen type. */
export const SlideName = {
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
  SSO_SCREEN: 'sso-screen',
} as const;

export type SlideName = (typeof SlideName)[keyof typeof SlideName];
