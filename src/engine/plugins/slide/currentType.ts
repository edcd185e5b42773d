import { asNumber, get } from '../json.ts';
import type { Predicate } from '../types.ts';
import { SLICE_TYPE } from './sliceType.ts';

/**
 * `current-type? gallery`: the slice being rendered is of the named type. An unknown name,
 * or none, is simply false, so the template's `.or` branch renders.
 */
export const currentType: Predicate = (value, args) => {
  const name = args[0];
  if (name === undefined || !Object.hasOwn(SLICE_TYPE, name)) return false;
  return asNumber(get(value, 'currentType')) === SLICE_TYPE[name as keyof typeof SLICE_TYPE];
};
