/** Gallery `lightboxTheme` option. Default dark. */
export const LightboxTheme = {
  DARK: 'dark',
  LIGHT: 'light',
} as const;

export type LightboxTheme = (typeof LightboxTheme)[keyof typeof LightboxTheme];
