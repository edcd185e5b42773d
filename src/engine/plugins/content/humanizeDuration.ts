import type { Formatter } from '../types.ts';
import { num } from './value.ts';

/** `{ms|humanizeDuration}`: a media length in milliseconds as minutes:seconds (125000 → 2:05). */
export const humanizeDuration: Formatter = (value) => {
  const seconds = Math.trunc(num(value) / 1000);
  const minutes = Math.trunc(seconds / 60);
  return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
};
