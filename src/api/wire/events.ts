import type { Wire } from '../route.ts';

/**
 * The legacy tracker (spec, section 7): form-encoded with the crumb cookie value, the event name
 * and a JSON data string (eventName, websiteId, templateId, variantId, memberAccountId,
 * website_locale, member_locale, pageHash, pagePath: spec, section 3). The crumb travels in the
 * body, not in X-CSRF-Token, so the route's header policy is 'none' and the fixture server
 * compares the field with the crumb cookie itself. The spec's client takes 200 or 202 as success.
 */
export const trackerRecordEvent = {
  name: 'trackerRecordEvent',
  method: 'POST',
  path: '/api/events/RecordEvent',
  encoding: 'form',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Path fixed by the spec (its host differs per environment: the client's concern; the fixture
 * server serves it on its own origin). Sent by beacon when available, else XHR with JSON, so
 * as text/plain or application/json, without a crumb.
 */
export const trackerEvents = {
  name: 'trackerEvents',
  method: 'POST',
  path: '/api/v1/clanker/events',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Path fixed by the spec, shape ours: the body is the event content as a JSON object (what
 * eventContent carries, not as a string); the answer is 200 with {schemaName, valid, errors}
 * whether or not it is valid, so a 400 still means the request itself was not JSON.
 */
export const trackerValidateEventContent = {
  name: 'trackerValidateEventContent',
  method: 'POST',
  path: '/api/v1/clanker/validate-event-content/{schemaName}',
  encoding: 'text',
  crumb: 'none',
} as const satisfies Wire;
