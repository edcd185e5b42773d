import { trackerRecordEvent } from '../../api/wire/events.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { apiUrl, pageSettings } from '../../runtime/settings.ts';
import { experimentOverrides } from '../common/experimentOverrides.ts';
import type { PageContext } from '../common/pageContext.ts';
import { readCookie } from '../common/readCookie.ts';
import { AnalyticsRequestError, timedFetch } from '../common/timedFetch.ts';
import { CRUMB_COOKIE } from '../common/visitorCookies.ts';

/** The experiment whose forced variant (?experiment-override=template:<id>) the legacy variantId reports. */
export const TEMPLATE_EXPERIMENT = 'template';

/** What integrators emit to record a legacy tracker event: Vitrine.emit('track:record-event', {eventName, data}). */
export const RECORD_EVENT = 'track:record-event';

/** The legacy tracker event's fields (engine spec §3), before the caller's own data. */
export function legacyEventFields(eventName: string, page: PageContext, search?: string) {
  return {
    eventName,
    websiteId: page.websiteId,
    templateId: page.templateId,
    variantId: experimentOverrides(page, search)[TEMPLATE_EXPERIMENT] ?? page.templateVariantId,
    memberAccountId: page.memberAccountId,
    website_locale: page.websiteLocale,
    member_locale: page.memberLocale,
    pageHash: page.pageHash,
    pagePath: page.pagePath,
  };
}

/**
 * The legacy tracker (engine spec §7): POST /api/events/RecordEvent, form-encoded with the crumb
 * cookie's value, the event name and the data as JSON text. 200 or 202 resolves; any other
 * status rejects with an AnalyticsRequestError carrying it; no answer within 2500 ms (or none at
 * all) rejects with status 0.
 */
export async function recordEvent(
  runtime: VitrineRuntime,
  page: PageContext,
  eventName: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const body = new URLSearchParams({
    crumb: readCookie(CRUMB_COOKIE) ?? '',
    eventName,
    data: JSON.stringify({ ...legacyEventFields(eventName, page), ...data }),
  });
  const response = await timedFetch(apiUrl(pageSettings(runtime.config).apiBase, trackerRecordEvent.path), {
    method: 'POST',
    body,
  });
  if (response.status !== 200 && response.status !== 202) {
    throw new AnalyticsRequestError(`RecordEvent ${eventName}: status ${response.status}`, response.status);
  }
}
