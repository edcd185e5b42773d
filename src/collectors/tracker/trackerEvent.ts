import type { TrackerEventContent } from '../../api/routes/events.ts';
import type { PageContext } from '../common/pageContext.ts';
import type { VisitorIds } from '../common/visitorCookies.ts';
import type { TrackerEnv } from './trackerSettings.ts';

/**
 * The events the new tracker sends, by schema name: every analytics event name of engine spec §3
 * (page view, add to cart, view cart, remove from cart, related product display, click and add,
 * product page or list page visit, reviews tab click, reviews anchor link click, cart page product
 * form open/close/submit, inventory panel actions and API key panel actions), in snake case. One
 * list of plain strings (what the bundle carries); the type is its union.
 */
export const TRACKER_EVENT_NAMES = [
  'page_view',
  'add_to_cart',
  'view_cart',
  'remove_from_cart',
  'related_product_display',
  'click_and_add',
  'product_page_visit',
  'product_list_page_visit',
  'reviews_tab_click',
  'reviews_anchor_link_click',
  'cart_page_product_form_open',
  'cart_page_product_form_close',
  'cart_page_product_form_submit',
  'inventory_panel_action',
  'api_key_panel_action',
] as const;
export type TrackerSchema = (typeof TRACKER_EVENT_NAMES)[number];

/**
 * What a widget (or an integrator) emits on the bus for an event the tracker cannot see itself:
 * `Vitrine.emit('track:event', { name: 'reviews_tab_click', object: itemId })`. Only the names of
 * TRACKER_EVENT_NAMES are sent. Page view, add to cart, view cart, remove from cart, click and add,
 * product page or list page visit and related product display the tracker sends on its own.
 */
export const TRACK_EVENT = 'track:event';
export interface TrackEventDetail {
  name: TrackerSchema;
  /** the item, cart … the event is about (object_identifier) */
  object?: string;
}

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
