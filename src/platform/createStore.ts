import { ApiError } from '../api/ApiError.ts';
import { storeCategoryCreate, storeCollectionCreate } from '../api/routes/platformStore.ts';
import { addToMainNavigation } from './navigation.ts';
import type { PlatformClient } from './PlatformClient.ts';
import { storeSlug } from './storeSlug.ts';

export interface NewStore {
  websiteId: string;
  title: string;
  /** used as the slug when the title is empty or shorter than 3 characters */
  fallbackTitle: string;
  description?: string;
  /** slugs the editor already knows are in use */
  takenSlugs?: Iterable<string>;
  /** add the store to the main navigation, under this template */
  mainNavigation?: { templateId: string };
}

export interface CreatedStore {
  collectionId: string;
  /** the root category's id when the platform's answer names it (the spec shows no answer) */
  categoryId: string | undefined;
  urlId: string;
}

/** A slug the server still finds taken is tried again with the next suffix, this many times at most. */
export const MAX_SLUG_ATTEMPTS = 50;

/**
 * Make a store in the spec's order (engine spec §4): the product collection, its root category,
 * then, when asked, an entry in the main navigation. Each step starts only after the previous one
 * succeeded; a failure is thrown as it came (the navigation's: 'Unable to find site main
 * navigation').
 */
export async function createStore(client: PlatformClient, store: NewStore): Promise<CreatedStore> {
  const taken = new Set(store.takenSlugs ?? []);
  const title = store.title.trim() || store.fallbackTitle.trim();
  let collectionId: string | undefined;
  let urlId = '';
  for (let attempt = 0; collectionId === undefined; attempt++) {
    urlId = storeSlug(store.title, store.fallbackTitle, taken);
    try {
      ({ id: collectionId } = await client.call(storeCollectionCreate, {
        params: { websiteId: store.websiteId },
        body: { navigationTitle: title, title, urlId, description: store.description ?? '', enabled: true },
      }));
    } catch (error) {
      // Another editor took the slug since the list was read: the next suffix.
      const slugTaken = error instanceof ApiError && error.status === 409 && error.code === 'url-taken';
      if (!slugTaken || attempt + 1 >= MAX_SLUG_ATTEMPTS) throw error;
      taken.add(urlId);
    }
  }
  const category = await client.call(storeCategoryCreate, {
    params: { websiteId: store.websiteId, collectionId },
    body: {
      displayName: title,
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    },
  });
  if (store.mainNavigation) await addToMainNavigation(client, collectionId, store.mainNavigation.templateId);
  return { collectionId, categoryId: category?.id, urlId };
}
