import * as z from 'zod/mini';
import { defineRoute, sending, serverRoute } from '../route.ts';
import * as wire from '../wire/platformMultilingual.ts';

/**
 * The site's languages (engine spec §7). The spec gives only `languages` (a list); the settings
 * and status shapes are ours (docs/integrators/routes.md): the default language, and whether a translation
 * service is connected.
 */
const languageList = z.array(z.string().check(z.minLength(1)));
const _languagesBody = () => z.object({ languages: languageList });

export const multilingualSettings = defineRoute({
  ...wire.multilingualSettings,
  response: z.object({ defaultLanguage: z.string(), languages: languageList }),
});

export const multilingualStatus = defineRoute({
  ...wire.multilingualStatus,
  response: z.object({ connected: z.boolean() }),
});

export const multilingualLanguages = defineRoute({
  ...wire.multilingualLanguages,
  response: z.object({ languages: languageList }),
});

export const multilingualLanguagesUpdate = sending<z.input<ReturnType<typeof _languagesBody>>>()({
  ...wire.multilingualLanguagesUpdate,
  // The spec shows no answer: any 2xx; ours is the list as the site now has it, which the client
  // reads when it is there (else it reads the list again, src/platform/multilingual.ts).
  response: z.object({ languages: languageList }),
});

// The spec shows no answer: any 2xx (ours: 204).
export const multilingualDisconnect = defineRoute({
  ...wire.multilingualDisconnect,
  response: z.undefined(),
});

/** These calls as the server takes them (src/api/routes.ts). */
export const platformMultilingualOnServer = () => ({
  multilingualSettings: serverRoute(multilingualSettings, { faults: ['429', '500', 'slow', 'garbage'] }),
  multilingualStatus: serverRoute(multilingualStatus, { faults: ['429', '500', 'slow', 'garbage'] }),
  multilingualLanguages: serverRoute(multilingualLanguages, { faults: ['429', '500', 'slow', 'garbage'] }),
  multilingualLanguagesUpdate: serverRoute(multilingualLanguagesUpdate, {
    body: _languagesBody(),
    faults: ['429', '500', 'crumb', 'slow'],
  }),
  multilingualDisconnect: serverRoute(multilingualDisconnect, { faults: ['429', '500', 'crumb', 'slow'] }),
});
