import { FolderBehavior } from '../../../enums/folderBehavior.ts';
import { asNumber, get } from '../json.ts';
import type { Predicate } from '../types.ts';

/**
 * `clickable?` (spec §4): a navigation entry links somewhere unless it is a folder that does
 * nothing, i.e. when its folder behaviour is missing, index or redirect.
 */
export const clickable: Predicate = (_value, _args, ctx) => {
  const behavior = ctx.resolve('folderBehavior');
  if (behavior === undefined) return true;
  const code = asNumber(behavior);
  return code === FolderBehavior.INDEX || code === FolderBehavior.REDIRECT;
};

/** `redirect?`: the folder sends visitors to its first page. */
export const redirect: Predicate = (value) =>
  get(value, 'folderBehavior') !== undefined &&
  asNumber(get(value, 'folderBehavior')) === FolderBehavior.REDIRECT;
