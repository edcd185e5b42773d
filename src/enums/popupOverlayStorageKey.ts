/** Local-storage keys of the popup overlay. */
export const PopupOverlayStorageKey = {
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
} as const;

export type PopupOverlayStorageKey = (typeof PopupOverlayStorageKey)[keyof typeof PopupOverlayStorageKey];
