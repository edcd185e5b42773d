import type { TrackerEventContent } from '../../api/routes/events.ts';
import type { PageContext } from '../common/pageContext.ts';
import type { VisitorIds } from '../common/visitorCookies.ts';
import type { TrackerEnv } from './trackerSettings.ts';

/** The events the new tracker sends, by schema name (engine spec §3's analytics event names). */
export const TrackerSchema = {
  PAGE_VIEW: 'page_view',
  VIEW_CART: 'view_cart',
  REMOVE_FROM_CART: 'remove_from_cart',
  ADD_TO_CART: 'add_to_cart',
  PRODUCT_PAGE_VISIT: 'product_page_visit',
} as const;
export type TrackerSchema = (typeof TrackerSchema)[keyof typeof TrackerSchema];

/** The new tracker's envelope (engine spec §3): the content travels as a JSON string. */
export interface TrackerEnvelope {
  eventSchemaName: string;
  eventContent: string;
}

/** Who sends (client_name) and the loader's version (client_version). */
export const CLIENT_NAME = 'vitrine';

export interface TrackerEventInput {
  schema: TrackerSchema;
  page: PageContext;
  ids: VisitorIds;
  env: TrackerEnv;
  clientVersion: string;
  /** the item, cart … the event is about */
  objectIdentifier?: string;
  /** where the event leads (default: this page) */
  destinationUrl?: string;
  now?: number;
}

// Each text cut to what the endpoint takes (src/api/routes/events.ts), so an odd page (a huge
// query string or user agent) still gets its event through rather than a refusal.
const _cut = (text: string | undefined, max: number) => text?.slice(0, max);
function _size(value: number): number | undefined {
  return Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), 100_000) : undefined;
}
function _browserLocale(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().locale;
  } catch {
    return undefined;
  }
}

/** Every content field of the spec (engine spec §3, "Analytics payloads"), as the endpoint spells them. */
export function trackerEventContent(input: TrackerEventInput): Required<TrackerEventContent> {
  const { page, ids } = input;
  return {
    analytics_id: ids.analyticsId ?? '',
    browser_language: _cut(navigator.language, 35) ?? '',
    window_height: _size(window.innerHeight) ?? 0,
    window_width: _size(window.innerWidth) ?? 0,
    client_name: CLIENT_NAME,
    client_version: _cut(input.clientVersion, 50)!,
    marketing_id: ids.marketingId ?? '',
    page_host: _cut(location.host, 253)!,
    page_path: page.pagePath,
    page_query_params: _cut(location.search.slice(1), 4096)!,
    page_referrer_url: _cut(document.referrer, 4096)!,
    session_id: ids.sessionId ?? '',
    user_agent: _cut(navigator.userAgent, 1024)!,
    event_occurrence_timestamp: input.now ?? Date.now(),
    browser_locale: _cut(_browserLocale(), 35) ?? '',
    custom_schema_name: input.schema,
    source_environment: input.env,
    context_website_id: page.websiteId ?? '',
    destination_url: _cut(input.destinationUrl ?? location.href, 4096)!,
    member_account_id: page.memberAccountId ?? '',
    object_identifier: _cut(input.objectIdentifier, 256) ?? '',
    resolved_locale: page.memberLocale ?? page.websiteLocale,
    website_locale: page.websiteLocale,
    member_account_locale: page.memberLocale ?? '',
  };
}

export function trackerEnvelope(schema: string, content: TrackerEventContent): TrackerEnvelope {
  return { eventSchemaName: schema, eventContent: JSON.stringify(content) };
}
