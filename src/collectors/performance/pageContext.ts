import { readCookie } from './readCookie.ts';

/** The collector's version, in every event (engine spec §9). */
export const VERSION = '4.13.1';

/**
 * The signed-in member's id: the SiteUserInfo cookie's siteUserId when it says authenticated
 * (JSON, as src/commerce/siteUserInfo.ts reads it: that module rides in the widgets' runtime
 * chunk, which a collector must not load; readCookie has undone the %-encoding), else undefined. From
 * the cookie rather than a loader attribute: published pages are the same for every visitor (and
 * cached), the cookie is the visitor's own.
 */
export function memberId(): string | undefined {
  const text = readCookie('SiteUserInfo');
  try {
    const info = JSON.parse(text) as {
      authenticated?: unknown;
      siteUserId?: unknown;
    };
    return info?.authenticated === true && typeof info.siteUserId === 'string' ? info.siteUserId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What every event's data starts with (engine spec §3 "Performance report"): the page, how the
 * report travels (beacon where the browser has one, else xhr), and who sent it: the analytics and
 * marketing ids (cookies SS_ANALYTICS_ID and SS_MID) and the signed-in member.
 */
export function pageContext(): Record<string, unknown> {
  return {
    version: VERSION,
    pagePath: location.pathname,
    pageHost: location.host,
    pageHash: location.hash,
    deliveryType: typeof navigator.sendBeacon === 'function' ? 'beacon' : 'xhr',
    analyticsId: readCookie('SS_ANALYTICS_ID') || undefined,
    marketingId: readCookie('SS_MID') || undefined,
    memberId: memberId(),
  };
}

interface _Connection {
  downlink?: number;
  effectiveType?: string;
  rtt?: number;
  saveData?: boolean;
}

/** The network as the browser estimates it and the device (undefined where a browser has no such API). */
export function environment(): Record<string, unknown> {
  const n = navigator as Navigator & { connection?: _Connection; deviceMemory?: number };
  const c = n.connection;
  return {
    connection: c && {
      downlink: c.downlink,
      effectiveType: c.effectiveType,
      rtt: c.rtt,
      saveData: c.saveData,
    },
    device: {
      devicePixelRatio,
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      deviceMemory: n.deviceMemory,
      hardwareConcurrency: n.hardwareConcurrency,
    },
  };
}
