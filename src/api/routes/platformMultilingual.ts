import * as z from 'zod/mini';
import { defineRoute } from '../route.ts';

/**
 * The site's languages (engine spec §7). The spec gives only `languages` (a list); the settings
 * and status shapes are ours (docs/integrators/routes.md): the default language, and whether a translation
 * service is connected.
 */
const languageList = z.array(z.string().check(z.minLength(1)));

export const multilingualSettings = defineRoute({
  name: 'multilingualSettings',
  method: 'GET',
  path: '/api/multilingual/settings',
  encoding: 'none',
  response: z.object({ defaultLanguage: z.string(), languages: languageList }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const multilingualStatus = defineRoute({
  name: 'multilingualStatus',
  method: 'GET',
  path: '/api/multilingual/status',
  encoding: 'none',
  response: z.object({ connected: z.boolean() }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const multilingualLanguages = defineRoute({
  name: 'multilingualLanguages',
  method: 'GET',
  path: '/api/multilingual/languages',
  encoding: 'none',
  response: z.object({ languages: languageList }),
  crumb: 'none',
  faults: ['429', '500', 'slow', 'garbage'],
});

export const multilingualLanguagesUpdate = defineRoute({
  name: 'multilingualLanguagesUpdate',
  method: 'PUT',
  path: '/api/multilingual/languages',
  encoding: 'json',
  body: z.object({ languages: languageList }),
  // The spec shows no answer: any 2xx; ours is the list as the site now has it, which the client
  // reads when it is there (else it reads the list again, src/platform/multilingual.ts).
  response: z.object({ languages: languageList }),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});

export const multilingualDisconnect = defineRoute({
  name: 'multilingualDisconnect',
  method: 'DELETE',
  path: '/api/multilingual/connection',
  encoding: 'none',
  // The spec shows no answer: any 2xx (ours: 204).
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});
