import type { PageContext } from './pageContext.ts';

/** The query parameter that forces an experiment's variant: ?experiment-override=<experiment>:<variant>. */
export const OVERRIDE_PARAM = 'experiment-override';

/** The website status code of an internal site (storefront spec §3). */
export const INTERNAL_SITE_STATUS = 6;

const _OVERRIDE = /^([\w.-]{1,64}):([\w.-]{1,64})$/;

/**
 * Experiment variants forced through the query string (repeatable; the last for an experiment
 * wins), honoured only for internal users or sites whose status is internal (engine spec §6):
 * for anyone else, and for a value that is not experiment:variant, none.
 */
export function experimentOverrides(
  page: Pick<PageContext, 'internalUser' | 'websiteStatus'>,
  search: string = location.search,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  if (!page.internalUser && page.websiteStatus !== INTERNAL_SITE_STATUS) return overrides;
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const m = _OVERRIDE.exec(value);
    if (m) overrides[m[1]!] = m[2]!;
  }
  return overrides;
}
