import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../../src/collectors/common/pageContext.ts';
import { trackerEnvelope, trackerEventContent } from '../../../src/collectors/tracker/trackerEvent.ts';
import { trackerSettings } from '../../../src/collectors/tracker/trackerSettings.ts';
import { trackerEnvelopeSchema, trackerEventContentSchema } from '../../../src/api/routes/events.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { collectorRuntime } from '../harness/collectorRuntime.ts';

const PAGE: PageContext = {
  websiteId: 'site-1',
  templateId: 'tpl-1',
  templateVariantId: undefined,
  memberAccountId: 'member-1',
  websiteLocale: 'en-US',
  memberLocale: 'fr-FR',
  pageId: 'page-1',
  pageType: 50,
  pagePath: '/shop/canvas-tote',
  pageHash: '',
  pageTitle: 'Canvas Tote',
  itemId: undefined,
  itemTitle: undefined,
  collectionId: undefined,
  collectionTitle: undefined,
  recordType: undefined,
  permissionType: undefined,
  websiteStatus: undefined,
  internalUser: false,
  memberRoles: [],
};
const IDS = { visitRecord: 'v|1|1|1|1', analyticsId: 'a-1', marketingId: 'm-1', sessionId: 's-1' };

/** The engine spec's content fields (§3), as the endpoint spells them. */
const SPEC_FIELDS = [
  'analytics_id',
  'browser_language',
  'window_height',
  'window_width',
  'client_name',
  'client_version',
  'marketing_id',
  'page_host',
  'page_path',
  'page_query_params',
  'page_referrer_url',
  'session_id',
  'user_agent',
  'event_occurrence_timestamp',
  'browser_locale',
  'custom_schema_name',
  'source_environment',
  'context_website_id',
  'destination_url',
  'member_account_id',
  'object_identifier',
  'resolved_locale',
  'website_locale',
  'member_account_locale',
];

describe("the new tracker's event", () => {
  it('carries every content field of the spec, which the endpoint accepts', () => {
    const content = trackerEventContent({
      schema: 'add_to_cart',
      page: PAGE,
      ids: IDS,
      env: 'qa',
      clientVersion: '0.1.0',
      objectIdentifier: 'canvas-tote',
      now: 1_763_800_000_000,
    });
    expect(Object.keys(content).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(content).toMatchObject({
      analytics_id: 'a-1',
      marketing_id: 'm-1',
      session_id: 's-1',
      client_name: 'vitrine',
      client_version: '0.1.0',
      page_path: '/shop/canvas-tote',
      page_host: location.host,
      custom_schema_name: 'add_to_cart',
      source_environment: 'qa',
      context_website_id: 'site-1',
      member_account_id: 'member-1',
      object_identifier: 'canvas-tote',
      resolved_locale: 'fr-FR',
      website_locale: 'en-US',
      member_account_locale: 'fr-FR',
      event_occurrence_timestamp: 1_763_800_000_000,
      destination_url: location.href,
      user_agent: navigator.userAgent,
    });
    expect(trackerEventContentSchema.safeParse(content).success).toBe(true);

    const envelope = trackerEnvelope('add_to_cart', content);
    expect(Object.keys(envelope)).toEqual(['eventSchemaName', 'eventContent']);
    expect(typeof envelope.eventContent).toBe('string');
    const parsed = trackerEnvelopeSchema.safeParse(envelope);
    expect(parsed.success && parsed.data.eventContent).toEqual(content);
  });

  it('cuts what the page makes too long, so the event still goes through', () => {
    const content = trackerEventContent({
      schema: 'page_view',
      page: PAGE,
      ids: { ...IDS, analyticsId: undefined, marketingId: undefined, sessionId: undefined },
      env: 'prod',
      clientVersion: '0.1.0',
      objectIdentifier: 'x'.repeat(5000),
      destinationUrl: `https://example.com/${'y'.repeat(10_000)}`,
    });
    expect(trackerEventContentSchema.safeParse(content).success).toBe(true);
    expect(content.analytics_id).toBe('');
  });
});

// The harness's runtime with exactly this configuration (none of its defaults).
const runtime = (config: Record<string, string>): VitrineRuntime => ({ ...collectorRuntime(), config });

describe("the new tracker's host, per environment", () => {
  const hosts = 'dev=https://dev.events.test qa=https://qa.events.test/ prod=https://events.test';

  it('defaults to prod on the API origin, with events and beacons on', () => {
    expect(trackerSettings(runtime({}))).toEqual({
      env: 'prod',
      eventsUrl: `${location.origin}/api/v1/clanker/events`,
      validateUrl: `${location.origin}/api/v1/clanker/validate-event-content/`,
      fireEvents: true,
      beacon: true,
      validate: false,
    });
    expect(trackerSettings(runtime({ apiBase: 'https://api.test/' })).eventsUrl).toBe(
      'https://api.test/api/v1/clanker/events',
    );
  });

  it.each([
    ['dev', 'https://dev.events.test'],
    ['qa', 'https://qa.events.test'],
    ['staging', 'https://qa.events.test'],
    ['prod', 'https://events.test'],
  ])('sends %s events to its host', (env, host) => {
    const s = trackerSettings(runtime({ trackerEnv: env, trackerHosts: hosts, apiBase: 'https://api.test' }));
    expect(s.env).toBe(env);
    expect(s.eventsUrl).toBe(`${host}/api/v1/clanker/events`);
    expect(s.validateUrl).toBe(`${host}/api/v1/clanker/validate-event-content/`);
  });

  it('ignores a bad environment or host list (prod on the API origin), and reads the switches', () => {
    const s = trackerSettings(
      runtime({
        trackerEnv: 'production',
        trackerHosts: 'prod=javascript:alert(1)',
        trackerFireEvents: 'false',
        trackerBeacon: 'false',
        trackerValidate: 'true',
      }),
    );
    expect(s).toMatchObject({ env: 'prod', fireEvents: false, beacon: false, validate: true });
    expect(s.eventsUrl).toBe(`${location.origin}/api/v1/clanker/events`);
  });
});
