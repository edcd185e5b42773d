/** Sections of the form model in the editor. */
export const FormModelSection = {
  BUILD: 'build',
  STORAGE: 'storage',
  ADVANCED: 'advanced',
  CAPTCHA: 'captcha',
  DISCLAIMER: 'disclaimer',
} as const;

export type FormModelSection = (typeof FormModelSection)[keyof typeof FormModelSection];
