/**
 * `timesince`: an English "about … ago" phrase in the markup the site's script refreshes:
 * `<span class="timesince" data-date="…">about 2 hours ago</span>`.
 * Spec §9: 'about a minute ago' style from years down to minutes, 'less than a minute ago'
 * below; spec §8: a value that is not a date renders 'Invalid date.'.
 */
import type { Formatter } from '../types.ts';
import { toInstant } from './instant.ts';

const _MINUTE = 60_000;
const _HOUR = 60 * _MINUTE;
const _DAY = 24 * _HOUR;

/** Largest first, with the article used for exactly one ('an hour'). Whole units: 1.9 years is 'about a year'. */
const _UNITS: readonly [string, string, number][] = [
  ['year', 'a', 365 * _DAY],
  ['month', 'a', 30 * _DAY],
  ['week', 'a', 7 * _DAY],
  ['day', 'a', _DAY],
  ['hour', 'an', _HOUR],
  ['minute', 'a', _MINUTE],
];

/** The phrase for an instant `elapsed` milliseconds in the past (future instants read as past). */
export function timeSincePhrase(elapsed: number): string {
  const abs = Math.abs(elapsed);
  for (const [name, article, size] of _UNITS) {
    if (abs < size) continue;
    const n = Math.floor(abs / size);
    return n === 1 ? `about ${article} ${name} ago` : `about ${n} ${name}s ago`;
  }
  return 'less than a minute ago';
}

export const timesince: Formatter = (value, _args, ctx) => {
  const at = toInstant(value);
  if (at === undefined) return 'Invalid date.';
  return `<span class="timesince" data-date="${at}">${timeSincePhrase(ctx.now - at)}</span>`;
};
