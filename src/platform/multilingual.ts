import {
  multilingualDisconnect,
  multilingualLanguages,
  multilingualLanguagesUpdate,
  multilingualSettings,
  multilingualStatus,
} from '../api/routes/platformMultilingual.ts';
import type { PlatformClient } from './PlatformClient.ts';

/** The site's multilingual settings, status, languages and connection (engine spec §7). */
export const multilingual = {
  settings: (client: PlatformClient) => client.call(multilingualSettings),
  status: (client: PlatformClient) => client.call(multilingualStatus),
  languages: async (client: PlatformClient) => (await client.call(multilingualLanguages)).languages,
  /**
   * The list as the site now has it (ours keeps the default language): the answer's when it
   * carries one, else read again (the spec shows no answer to the update).
   */
  setLanguages: async (client: PlatformClient, languages: readonly string[]): Promise<string[]> =>
    (await client.call(multilingualLanguagesUpdate, { body: { languages: [...languages] } }))?.languages ??
    (await client.call(multilingualLanguages)).languages,
  disconnect: async (client: PlatformClient): Promise<void> => {
    await client.call(multilingualDisconnect);
  },
};
