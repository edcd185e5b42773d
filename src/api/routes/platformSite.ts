import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/** The site's header and footer code (engine spec §3 "Platform helper payloads"). */
export const headerFooterSchema = z.object({ header: z.string(), footer: z.string() });

export const siteHeaderFooter = defineRoute({
  name: 'siteHeaderFooter',
  method: 'GET',
  path: '/api/site-header-footer',
  encoding: 'none',
  response: headerFooterSchema,
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const siteHeaderFooterUpdate = defineRoute({
  name: 'siteHeaderFooterUpdate',
  method: 'PUT',
  path: '/api/site-header-footer',
  encoding: 'json',
  body: headerFooterSchema,
  // The spec shows no answer to the PUT: any 2xx (ours: 204).
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});

/** A navigation link; `children` are links nested under it. */
export interface NavigationLink {
  collectionId: string | null;
  children: NavigationLink[];
  externalLink: string | null;
  memberAreaId: string | null;
}

export const navigationLinkSchema: z.ZodMiniType<NavigationLink> = z.object({
  collectionId: z.nullable(z.string()),
  get children() {
    return z.array(navigationLinkSchema);
  },
  externalLink: z.nullable(z.string()),
  memberAreaId: z.nullable(z.string()),
});

/** One navigation of the site layout ('mainNav', 'secondaryNav' …) and its links. */
export const navigationLayoutSchema = z.object({
  identifier: z.string(),
  links: z.array(navigationLinkSchema),
});

export const siteLayout = defineRoute({
  name: 'siteLayout',
  method: 'GET',
  path: '/api/commondata/GetSiteLayout',
  encoding: 'none',
  response: z.object({ layout: z.array(navigationLayoutSchema) }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

/** An item of a navigation update: the layout's link under the update's own name for nesting. */
export interface NavigationItem {
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

export const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.object({
  collectionId: z.nullable(z.string()),
  externalLink: z.nullable(z.string()),
  memberAreaId: z.nullable(z.string()),
  get items() {
    return z.array(navigationItemSchema);
  },
});

export const navigationUpdate = defineRoute({
  name: 'navigationUpdate',
  method: 'POST',
  path: '/api/widget/UpdateNavigation',
  encoding: 'json',
  body: z.object({
    /** the navigation's identifier in the layout ('mainNav') */
    fieldName: z.string().check(z.minLength(1)),
    templateId: z.string(),
    navigation: z.object({ items: z.array(navigationItemSchema) }),
  }),
  // The spec shows no answer: any 2xx (ours: 204).
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});
