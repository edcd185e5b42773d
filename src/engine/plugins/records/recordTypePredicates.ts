import { RecordTypeByName, type RecordTypeName } from '../../../enums/recordType.ts';
import { asNumber, asText, get } from '../json.ts';
import type { Predicate, PredicateTable } from '../types.ts';

/** The platform marks an item of no record type with -1; templates test it as `undefined?`. */
const UNDEFINED_RECORD_TYPE = -1;

const hasRecordType =
  (code: number): Predicate =>
  (value) =>
    get(value, 'recordType') !== undefined && asNumber(get(value, 'recordType')) === code;

/**
 * Kinds an item can also take by promoting a block of that kind (a text post whose lead
 * block is a video reads as a video post), so `video?` also holds for promotedBlockType video.
 */
const PROMOTABLE: ReadonlySet<RecordTypeName> = new Set(['video', 'image', 'quote', 'link', 'gallery']);

const isOrPromotes =
  (name: RecordTypeName): Predicate =>
  (value, args, ctx) =>
    hasRecordType(RecordTypeByName[name])(value, args, ctx) ||
    asText(get(value, 'promotedBlockType')) === name;

/** One `<record-type>?` predicate per record type code, plus `undefined?` and `external-video?`. */
export const recordTypePredicates: PredicateTable = {
  ...Object.fromEntries(
    (Object.keys(RecordTypeByName) as RecordTypeName[]).map((name) => [
      `${name}?`,
      PROMOTABLE.has(name) ? isOrPromotes(name) : hasRecordType(RecordTypeByName[name]),
    ]),
  ),
  'undefined?': hasRecordType(UNDEFINED_RECORD_TYPE),
  'external-video?': isOrPromotes('video'),
};
