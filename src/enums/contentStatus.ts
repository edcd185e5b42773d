/** Content status labels, shown as they are. */
export const ContentStatus = {
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  DRAFT: 'Draft',
  PRIVATE: 'Private',
} as const;

export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];
