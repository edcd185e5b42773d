import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * What the census and the trackers say about the page and its visitor, read from the loader tag
 * (README "Tracking": each key's attribute is data-<key in kebab case>) and the location. Read
 * here without zod: collector chunks stay independent of the widgets' runtime chunk. A value
 * that breaks its rule gets one console warning naming the attribute and is left out.
 */
export interface PageContext {
  websiteId: string | undefined;
  templateId: string | undefined;
  /** the template (experiment) variant the page was rendered with: the legacy event's variantId */
  templateVariantId: string | undefined;
  memberAccountId: string | undefined;
  /** data-website-locale, else data-locale (the site's own), else en-US */
  websiteLocale: string;
  memberLocale: string | undefined;
  pageId: string | undefined;
  pageType: number | undefined;
  pagePath: string;
  /** location.hash without its '#' */
  pageHash: string;
  pageTitle: string;
  itemId: string | undefined;
  itemTitle: string | undefined;
  collectionId: string | undefined;
  collectionTitle: string | undefined;
  recordType: number | undefined;
  permissionType: number | undefined;
  /** website status code (storefront spec §3: internal 6) */
  websiteStatus: number | undefined;
  /** the signed-in account is staff of the platform (data-internal-user="true") */
  internalUser: boolean;
  /** the signed-in member's role codes (storefront spec §6: viewer 10), data-member-roles="10 4" */
  memberRoles: number[];
}

/** A site, page, item or collection id as the platform writes them (and the census routes take: ≤ 128). */
export const ID_PATTERN = /^[\w.:-]{1,128}$/;
const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z\d]{1,8}){0,4}$/;
const CODE = /^\d{1,4}$/;
const TITLE = /^[\s\S]{1,512}$/;
const ROLES = /^\d{1,2}(?:[\s,]+\d{1,2}){0,19}$/;

// Census and trackers both read the tag: one warning a page for each attribute, not one each.
const _warned = new Set<string>();

/**
 * One loader-tag value by its config key (data-kebab-case), when it keeps `rule`; else undefined,
 * with a console warning when it was given but broke it.
 */
export function configValue(runtime: VitrineRuntime, key: string, rule: RegExp): string | undefined {
  const raw = runtime.config[key];
  if (raw === undefined || raw === '') return undefined;
  if (rule.test(raw)) return raw;
  if (_warned.has(key)) return undefined;
  _warned.add(key);
  const attr = `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  console.warn(`[vitrine] ignoring ${attr}="${raw}" on the loader's <script> tag`);
  return undefined;
}

function _code(runtime: VitrineRuntime, key: string): number | undefined {
  const value = configValue(runtime, key, CODE);
  return value === undefined ? undefined : Number(value);
}

export function pageContext(runtime: VitrineRuntime): PageContext {
  const id = (key: string) => configValue(runtime, key, ID_PATTERN);
  const title = (key: string) => configValue(runtime, key, TITLE);
  return {
    websiteId: id('websiteId'),
    templateId: id('templateId'),
    templateVariantId: id('templateVariantId'),
    memberAccountId: id('memberAccountId'),
    websiteLocale:
      configValue(runtime, 'websiteLocale', LOCALE) ?? configValue(runtime, 'locale', LOCALE) ?? 'en-US',
    memberLocale: configValue(runtime, 'memberLocale', LOCALE),
    pageId: id('pageId'),
    pageType: _code(runtime, 'pageType'),
    pagePath: location.pathname.slice(0, 2048),
    pageHash: location.hash.slice(1, 2049),
    pageTitle: document.title.slice(0, 512),
    itemId: id('itemId'),
    itemTitle: title('itemTitle'),
    collectionId: id('collectionId'),
    collectionTitle: title('collectionTitle'),
    recordType: _code(runtime, 'recordType'),
    permissionType: _code(runtime, 'permissionType'),
    websiteStatus: _code(runtime, 'websiteStatus'),
    internalUser: runtime.config.internalUser === 'true',
    memberRoles: (configValue(runtime, 'memberRoles', ROLES) ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  };
}
