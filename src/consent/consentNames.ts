import type { CookieName } from '../commerce/cookieNames.ts';

type _Names = typeof CookieName;

/**
 * What consent governs, by name: plain strings in the small `markup` chunk, which the loader's
 * consent chunk, the collectors and the outbox all read (none of them pulls another's code for
 * a name). Typed against the one table of cookie names: a misspelling does not compile.
 */

/** Every background collector: started once, after consent, on no element (chunks/<name>.js). */
export const COLLECTORS = ['cookies', 'census', 'tracker', 'error-reporter', 'performance'] as const;

/** Cleared under a restrictive cookie policy, and on every refusal (engine spec §9). */
export const RESTRICTED_COOKIES = [
  'ss_cid' satisfies _Names['VISITOR_ID'],
  'ss_cpvisit' satisfies _Names['PAGE_VISIT'],
  'ss_cvisit' satisfies _Names['VISIT'],
  'ss_cvr' satisfies _Names['VISIT_RECORD'],
  'ss_cvt' satisfies _Names['VISIT_TIMESTAMP'],
] as const;

/** The visitor's stored choice (engine spec §9), which the site's cookie banner records. */
export const COOKIE_ALLOWED = 'ss_cookieAllowed' satisfies _Names['COOKIE_ALLOWED'];

/** The transport's outbox: its own IndexedDB database (never idb-keyval's shared default). */
export const OUTBOX_DB = 'vitrine-outbox';
