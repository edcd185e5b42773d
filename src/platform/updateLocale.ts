import { sessionLocale } from '../api/routes/platformSession.ts';
import type { PlatformClient } from './PlatformClient.ts';

/** What a site-translation tool tells about the page's language. */
export interface TranslationTool {
  /** The language it shows now, or undefined when it has none. */
  currentLanguage: string | undefined;
  /** The languages the site's custom code already handles. */
  customCodeLanguages: readonly string[];
}

/**
 * Record the member's language, only when a translation tool reports a current language that is
 * not among its custom-code languages (engine spec §7). True when the call was made.
 */
export async function updateLocale(
  client: PlatformClient,
  tool: TranslationTool | undefined,
): Promise<boolean> {
  const language = tool?.currentLanguage;
  if (!language || tool.customCodeLanguages.includes(language)) return false;
  await client.call(sessionLocale, { body: { language } });
  return true;
}
