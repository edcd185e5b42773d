/**
 * `humanizeDuration`: milliseconds as minutes:seconds ('2:05'), spec §9. Hours stay in the
 * minutes (90 minutes is '90:00'), as the audio player that uses it shows them.
 */
import { asLong } from '../json.ts';
import type { Formatter } from '../types.ts';

export function minutesSeconds(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${ms < 0 ? '-' : ''}${minutes}:${String(seconds).padStart(2, '0')}`;
}

// The value as Java's asLong (missing, null and other text are 0: '0:00'); a negative duration
// is refused by Java's DurationFormatUtils and prints nothing.
export const humanizeDuration: Formatter = (value) => {
  const n = asLong(value);
  return n < 0 ? '' : minutesSeconds(n);
};
