import * as z from 'zod/mini';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, onServer } from '../route.ts';
import { beaconQuery } from './census.ts';

/**
 * The legacy tracker (spec, section 7): form-encoded with the crumb cookie value, the event name
 * and a JSON data string (eventName, websiteId, templateId, variantId, memberAccountId,
 * website_locale, member_locale, pageHash, pagePath: spec, section 3). The crumb travels in the
 * body, not in X-CSRF-Token, so the route's header policy is 'none' and the fixture server
 * compares the field with the crumb cookie itself. The spec's client takes 200 or 202 as success.
 */
export const trackerRecordEvent = defineRoute({
  name: 'trackerRecordEvent',
  method: 'POST',
  path: '/api/events/RecordEvent',
  encoding: 'form',
  body: onServer
    ? z.strictObject({
        crumb: z.string().check(z.minLength(1), z.maxLength(200)),
        eventName: z.string().check(z.minLength(1), z.maxLength(100)),
        data: jsonObjectText('data', 20_000),
      })
    : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});

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

/**
 * Path fixed by the spec (its host differs per environment: the client's concern; the fixture
 * server serves it on its own origin). Sent by beacon when available, else XHR with JSON, so
 * as text/plain or application/json, without a crumb.
 */
export const trackerEvents = defineRoute({
  name: 'trackerEvents',
  method: 'POST',
  path: '/api/v1/clanker/events',
  encoding: 'text',
  query: beaconQuery,
  body: onServer ? trackerEnvelopeSchema : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});

/** What validate mode answers: whether the content is valid for the schema, and why not. */
export const trackerValidationSchema = z.strictObject({
  schemaName: z.string(),
  valid: z.boolean(),
  /** one line per field at fault ('page_path: …'); empty when valid */
  errors: z.array(z.string()),
});
export type TrackerValidation = z.infer<typeof trackerValidationSchema>;

/**
 * Path fixed by the spec, shape ours: the body is the event content as a JSON object (what
 * eventContent carries, not as a string); the answer is 200 with {schemaName, valid, errors}
 * whether or not it is valid, so a 400 still means the request itself was not JSON.
 */
export const trackerValidateEventContent = defineRoute({
  name: 'trackerValidateEventContent',
  method: 'POST',
  path: '/api/v1/clanker/validate-event-content/{schemaName}',
  encoding: 'text',
  body: onServer ? z.unknown() : undefined,
  response: trackerValidationSchema,
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});
