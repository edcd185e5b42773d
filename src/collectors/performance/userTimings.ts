import { PATH_MAX } from './elementPath.ts';
import { HYDRATE_MEASURE } from './vitrineCost.ts';

/** At most this many `user` events a page. */
export const USER_TIMINGS_MAX = 20;

/**
 * The page's own User Timing measures (performance.measure: the theme's or the site's scripts'),
 * as the `user` events' data: name (cut at 200 characters), start and duration in whole ms.
 * Vitrine's hydrate measures are left out (the page_speed report carries them). `seen` holds
 * those already reported, so each goes once.
 */
export function userTimings(seen: Set<string>): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const m of performance.getEntriesByType?.('measure') ?? []) {
    const key = `${m.name}@${m.startTime}`;
    if (m.name.startsWith(HYDRATE_MEASURE) || seen.has(key) || seen.size >= USER_TIMINGS_MAX) continue;
    seen.add(key);
    found.push({
      name: m.name.slice(0, PATH_MAX),
      start: Math.round(m.startTime),
      duration: Math.round(m.duration),
    });
  }
  return found;
}
