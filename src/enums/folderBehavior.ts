/** Numeric folder behaviours (storefront spec, section 3). */
export const FolderBehavior = {
  INDEX: 1,
  REDIRECT: 2,
  NONE: 3,
  VARIATION: 4,
} as const;

export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior];

/** Folder behaviours by the names the engine reads; an item is clickable when missing, index or redirect. */
export const FolderBehaviorName = {
  INDEX: 'index',
  REDIRECT: 'redirect',
  NONE: 'none',
} as const;

export type FolderBehaviorName = (typeof FolderBehaviorName)[keyof typeof FolderBehaviorName];
