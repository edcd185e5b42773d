import * as z from 'zod/mini';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/events.ts';
import { BEACON_FAULTS, beaconQuery } from './census.ts';

/** The legacy tracker's event (the crumb travels in the body: the server compares it with the cookie). */
export const trackerRecordEvent = defineRoute({ ...wire.trackerRecordEvent, response: z.undefined() });

const _text = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const _size = () => z.optional(z.int().check(z.gte(0), z.lte(100_000)));

/**
 * The new tracker's event content: every content field of the spec (section 3, "Analytics
 * payloads"). The spec names the fields but not their spelling where it says them in words
 * (window height and width, user agent): those are window_height, window_width and user_agent,
 * in the snake case of the others. It marks none as required, so all are optional; types are
 * strict, and a field it does not name is refused, so a misspelt field is caught.
 */
export const trackerEventContentSchema = z.strictObject({
  analytics_id: _text(200),
  browser_language: _text(35),
  window_height: _size(),
  window_width: _size(),
  client_name: _text(100),
  client_version: _text(50),
  marketing_id: _text(200),
  page_host: _text(253),
  page_path: _text(2048),
  /** the query string as sent, or its parameters by name */
  page_query_params: z.optional(
    z.union([z.string().check(z.maxLength(4096)), z.record(z.string(), z.string())]),
  ),
  page_referrer_url: _text(4096),
  session_id: _text(200),
  user_agent: _text(1024),
  /** milliseconds since the epoch */
  event_occurrence_timestamp: z.optional(z.int().check(z.positive())),
  browser_locale: _text(35),
  custom_schema_name: _text(200),
  source_environment: _text(50),
  context_website_id: _text(128),
  destination_url: _text(4096),
  member_account_id: _text(128),
  object_identifier: _text(256),
  resolved_locale: _text(35),
  website_locale: _text(35),
  member_account_locale: _text(35),
});
export type TrackerEventContent = z.infer<typeof trackerEventContentSchema>;

const _schemaName = () => z.string().check(z.minLength(1), z.maxLength(200));

/**
 * The new tracker's envelope (spec, section 3): eventSchemaName plus eventContent, which the
 * spec sends as a JSON string; the server parses it and checks it with the content schema.
 */
export const trackerEnvelopeSchema = z.strictObject({
  eventSchemaName: _schemaName(),
  eventContent: z.pipe(
    jsonObjectText('eventContent', 50_000),
    z.pipe(
      z.transform((text: string) => JSON.parse(text) as unknown),
      trackerEventContentSchema,
    ),
  ),
});

export const trackerEvents = defineRoute({ ...wire.trackerEvents, response: z.undefined() });

/** What validate mode answers: whether the content is valid for the schema, and why not. */
export const trackerValidationSchema = z.strictObject({
  schemaName: z.string(),
  valid: z.boolean(),
  /** one line per field at fault ('page_path: …'); empty when valid */
  errors: z.array(z.string()),
});
export type TrackerValidation = z.infer<typeof trackerValidationSchema>;

/** Validate mode's answer: 200 with {schemaName, valid, errors} whether or not the content is valid. */
export const trackerValidateEventContent = defineRoute({
  ...wire.trackerValidateEventContent,
  response: trackerValidationSchema,
});

/** These calls as the server takes them (src/api/routes.ts). */
export const eventsOnServer = () => ({
  trackerRecordEvent: serverRoute(trackerRecordEvent, {
    body: z.strictObject({
      crumb: z.string().check(z.minLength(1), z.maxLength(200)),
      eventName: z.string().check(z.minLength(1), z.maxLength(100)),
      data: jsonObjectText('data', 20_000),
    }),
    faults: BEACON_FAULTS,
  }),
  trackerEvents: serverRoute(trackerEvents, {
    query: beaconQuery(),
    body: trackerEnvelopeSchema,
    faults: BEACON_FAULTS,
  }),
  // The body is the event content as a JSON object; the handler checks it and says what is wrong.
  trackerValidateEventContent: serverRoute(trackerValidateEventContent, {
    body: z.unknown(),
    faults: BEACON_FAULTS,
  }),
});
