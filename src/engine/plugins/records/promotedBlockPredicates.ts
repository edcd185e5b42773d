import { PromotedBlockType } from '../../../enums/promotedBlockType.ts';
import { asText, get } from '../json.ts';
import type { Predicate, PredicateTable } from '../types.ts';

const promotes =
  (type: string): Predicate =>
  (value) =>
    asText(get(value, 'promotedBlockType')) === type;

/** `promotedMAP?` … `promotedFORM?`: whether the item's promoted block is of that kind. */
export const promotedBlockPredicates: PredicateTable = Object.fromEntries(
  Object.values(PromotedBlockType).map((type) => [`promoted${type.toUpperCase()}?`, promotes(type)]),
);
