import { asNumber, get } from '../json.ts';
import type { Predicate, PredicateTable } from '../types.ts';

/**
 * Where a page or section background comes from (spec §3), by the platform's code: the
 * public cases pin upload 1, instagram 2, video 3, none 4 (src/enums holds the names only).
 */
export const BACKGROUND_SOURCE = { upload: 1, instagram: 2, video: 3, none: 4 } as const;

const fromSource =
  (code: number): Predicate =>
  (value) =>
    get(value, 'backgroundSource') !== undefined && asNumber(get(value, 'backgroundSource')) === code;

/** `background-source-upload?`, `-instagram?`, `-video?`, `-none?`. */
export const backgroundSourcePredicates: PredicateTable = Object.fromEntries(
  Object.entries(BACKGROUND_SOURCE).map(([name, code]) => [`background-source-${name}?`, fromSource(code)]),
);
