import { censusHit } from '../../api/wire/census.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { PageContext } from '../common/pageContext.ts';
import { send } from '../common/transport.ts';
import { readVisitorIds } from '../common/visitorCookies.ts';

/** Analytics event types (storefront spec §3). */
export const AnalyticsEvent = { PAGE_VIEW: 1, SITE_SEARCH: 2 } as const;

/** The census visitor context (engine spec §3), RecordHit's data. */
export function censusVisitorContext(page: PageContext) {
  return {
    websiteId: page.websiteId,
    templateId: page.templateId,
    memberAccountId: page.memberAccountId,
    pagePath: page.pagePath,
    hash: page.pageHash,
    memberLocale: page.memberLocale,
    websiteLocale: page.websiteLocale,
    itemId: page.itemId,
    itemTitle: page.itemTitle,
    collectionId: page.collectionId,
    collectionTitle: page.collectionTitle,
    recordType: page.recordType,
    permissionType: page.permissionType,
  };
}

/**
 * POST /api/census/RecordHit (engine spec §7): form-encoded event, data (JSON of the census
 * visitor context) and ss_cvr, as a beacon; quiet on failure.
 */
export function recordHit(runtime: VitrineRuntime, event: number, page: PageContext): void {
  const body = new URLSearchParams({
    event: String(event),
    data: JSON.stringify(censusVisitorContext(page)),
    ss_cvr: readVisitorIds().visitRecord,
  });
  send(runtime, { url: censusHit.path, body: body.toString(), form: true });
}
