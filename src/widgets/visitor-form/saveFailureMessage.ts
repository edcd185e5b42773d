import { ApiError } from '../../api/ApiError.ts';
import type { formMessages } from '../../i18n/areas/formMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';

/**
 * A failed submission in the visitor's words, by HTTP status (engine spec §8, "Form submit by HTTP
 * status"): 401, 404, 429 and 500 have their own message; any other status shows the server's
 * `error` text, else 'Unknown error …'. An answer we could not read (a garbled body, a lost
 * session) asks for a reload. A 400 with field errors is shown on the fields instead.
 */
export function saveFailureMessage(error: unknown, catalogue: Catalogue<IdOf<typeof formMessages>>): string {
  if (!(error instanceof ApiError)) return catalogue.t('form.unknownError');
  if (error.kind === 'malformed' || error.kind === 'crumb') return catalogue.t('form.processingError');
  switch (error.status) {
    case 401:
      return catalogue.t('form.unableToSubmit');
    case 404:
      return catalogue.t('form.notConfigured');
    case 429:
      return catalogue.t('form.rateLimited');
    case 500:
      return catalogue.t('form.unableToSend');
    default:
      return (error.status > 0 && error.serverMessage) || catalogue.t('form.unknownError');
  }
}
