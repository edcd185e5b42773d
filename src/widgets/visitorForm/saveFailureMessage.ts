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

/** A refusal's field messages, split by whether the page has the field. */
export interface RefusedFields {
  /** by field id, for the fields the page has: shown on those fields */
  onFields: Record<string, string>;
  /** '{field}: {message}' for each field the page does not have: said above the button */
  elsewhere: string[];
}

/**
 * The field messages of a refusal (a 400 with an errors map, from the pre-check or the save),
 * split by whether the page has the field (`ids`): a platform may name fields this page's markup
 * does not carry, and the visitor must still be told what to fix. Undefined when the refusal
 * names no field at all.
 */
export function refusedFields(
  error: unknown,
  ids: readonly string[],
  catalogue: Catalogue<IdOf<typeof formMessages>>,
): RefusedFields | undefined {
  const errors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : undefined;
  const entries = Object.entries(errors ?? {});
  if (entries.length === 0) return undefined;
  const refused: RefusedFields = { onFields: {}, elsewhere: [] };
  for (const [field, message] of entries) {
    if (ids.includes(field)) refused.onFields[field] = message;
    else refused.elsewhere.push(catalogue.t('form.otherFieldError', { field, message }));
  }
  return refused;
}
