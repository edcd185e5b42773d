/** Role codes (storefront spec, section 6); 5 is not given. */
export const Role = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;

export type Role = (typeof Role)[keyof typeof Role];
