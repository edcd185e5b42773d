import * as z from 'zod/mini';
import { sending, serverRoute } from '../route.ts';
import * as wire from '../wire/platformStore.ts';

const _collectionBody = () =>
  z.object({
    navigationTitle: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    urlId: z.string().check(z.minLength(1)),
    description: z.string(),
    enabled: z.literal(true),
  });
const _categoryBody = () =>
  z.object({
    displayName: z.string().check(z.minLength(1)),
    parentCategoryId: z.null(),
    type: z.literal('ROOT'),
    pageRendering: z.literal('LIST_VIEW'),
    displayIndex: z.literal(1),
  });

export const storeCollectionCreate = sending<z.input<ReturnType<typeof _collectionBody>>>()({
  ...wire.storeCollectionCreate,
  response: z.object({ id: z.string().check(z.minLength(1)) }),
});

// The spec does not show this answer: any 2xx; ours names the category made, which the client
// reads when it is there.
export const storeCategoryCreate = sending<z.input<ReturnType<typeof _categoryBody>>>()({
  ...wire.storeCategoryCreate,
  response: z.object({ id: z.string().check(z.minLength(1)) }),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformStoreOnServer = () => ({
  storeCollectionCreate: serverRoute(storeCollectionCreate, {
    body: _collectionBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
  storeCategoryCreate: serverRoute(storeCategoryCreate, {
    body: _categoryBody(),
    faults: ['429', '500', 'crumb', 'slow', 'garbage'],
  }),
});
