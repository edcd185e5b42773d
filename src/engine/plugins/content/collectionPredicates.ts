import { FolderBehavior } from '../../../enums/folderBehavior.ts';
import { asNumber, asText, get, isObject, isTruthy } from '../json.ts';
import type { Predicate } from '../types.ts';
import { COLLECTION_TYPE } from './collectionType.ts';

const typeIs = (type: unknown, code: number): boolean => type !== undefined && asNumber(type) === code;

/** `collection?`: the scope belongs to a (non-empty) collection. */
export const collection: Predicate = (value) => isTruthy(get(value, 'collection'));

/** `collection-page?`: the scope's collection is a plain page. */
export const collectionPage: Predicate = (value) =>
  typeIs(get(value, 'collection', 'type'), COLLECTION_TYPE.page);

/** `collection-template-page?`: the scope's collection (or the scope itself, being one) is a template page. */
export const collectionTemplatePage: Predicate = (value) => {
  const owner = get(value, 'collection');
  return typeIs(get(owner === undefined ? value : owner, 'type'), COLLECTION_TYPE['template-page']);
};

/** `collectionTypeNameEquals? name`: the collection's type name is the argument. */
export const collectionTypeNameEquals: Predicate = (_value, args, ctx) =>
  args.length > 0 && asText(ctx.resolve('typeName')) === args[0];

/** `folder?`: the scope's collection is a navigation folder. */
export const folder: Predicate = (value) => isTruthy(get(value, 'collection', 'folder'));

/** `index?`: the scope's collection is a folder shown as an index page. */
export const index: Predicate = (value) => {
  const owner = get(value, 'collection');
  if (!isObject(owner)) return false;
  const behavior = get(owner, 'folderBehavior');
  return isTruthy(get(owner, 'folder')) && typeof behavior === 'number' && behavior === FolderBehavior.INDEX;
};
