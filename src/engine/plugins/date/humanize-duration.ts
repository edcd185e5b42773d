/**
 * `humanizeDuration`: milliseconds as minutes:seconds ('2:05'), spec §9. Hours stay in the
 * minutes (90 minutes is '90:00'), as the audio player that uses it shows them.
 */
import type { Formatter } from '../types.ts';

export function minutesSeconds(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${ms < 0 ? '-' : ''}${minutes}:${String(seconds).padStart(2, '0')}`;
}

export const humanizeDuration: Formatter = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? minutesSeconds(n) : '';
};
