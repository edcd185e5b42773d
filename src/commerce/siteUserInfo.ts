/** What the user-info cookie (SiteUserInfo) tells: authenticated state and site user id. */
export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string | undefined;
}

function _parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the SiteUserInfo cookie's value. The spec does not give its format; we read it as JSON
 * (percent-encoded or not) with `authenticated: true` and an optional `siteUserId` string.
 * Anything else, including no cookie, means not authenticated: a visitor is anonymous unless
 * the cookie says otherwise.
 */
export function readSiteUserInfo(value: string | undefined): SiteUserInfo {
  let data: unknown;
  if (typeof value === 'string') {
    data = _parse(value);
    if (data === undefined) {
      try {
        data = _parse(decodeURIComponent(value));
      } catch {
        // malformed percent-encoding: not a user-info value we can read
      }
    }
  }
  const info = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    authenticated: info.authenticated === true,
    siteUserId: typeof info.siteUserId === 'string' ? info.siteUserId : undefined,
  };
}
