import { PromotedBlockType } from '../../../enums/promotedBlockType.ts';
import { get, text } from '../content/value.ts';
import type { Predicate, PredicateTable } from '../types.ts';

const promotes =
  (type: string): Predicate =>
  (value) =>
    text(get(value, 'promotedBlockType')) === type;

/** `promotedMAP?` … `promotedFORM?`: whether the item's promoted block is of that kind. */
export const promotedBlockPredicates: PredicateTable = Object.fromEntries(
  Object.values(PromotedBlockType).map((type) => [`promoted${type.toUpperCase()}?`, promotes(type)]),
);
