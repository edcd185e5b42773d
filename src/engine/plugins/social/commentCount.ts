import { asNumber, get } from '../json.ts';
import type { Formatter } from '../types.ts';

/** The label of an item's comment count: "No Comments", "1 Comment", "12 Comments". */
export const commentCountLabel = (item: unknown): string => {
  const count = asNumber(get(item, 'publicCommentCount'));
  return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
};

/** `{item|comment-count}`. */
export const commentCount: Formatter = (value) => commentCountLabel(value);
