import * as z from 'zod/mini';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, onServer } from '../route.ts';

/** An event id as the collectors' transport makes them (a UUID, or 32 hex digits). */
export const EVENT_ID_PATTERN = /^[\w-]{8,64}$/;

/**
 * The query of every beacon route: `eid`, the event id the one transport gives each beacon
 * (src/collectors/common/transport.ts), so the server stores a re-delivery once. Optional (curl
 * and other clients send none); other parameters are ignored, as before.
 */
export const beaconQuery = onServer
  ? z.object({ eid: z.optional(z.string().check(z.regex(EVENT_ID_PATTERN, 'eid must be an event id'))) })
  : undefined;

/** ss_cvr: id|first|previous|current|count, an id then four positive integers (spec, section 9). */
export const VISIT_RECORD_PATTERN = /^[^|]+\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/;

/**
 * Fixed by the spec: form-encoded event, data (JSON) and ss_cvr; fails quietly. A beacon
 * (no custom header), so no crumb; ss_cvr may be empty before the first visit is recorded.
 */
export const censusHit = defineRoute({
  name: 'censusHit',
  method: 'POST',
  path: '/api/census/RecordHit',
  encoding: 'form',
  query: beaconQuery,
  body: onServer
    ? z.strictObject({
        event: z.string().check(z.minLength(1), z.maxLength(100)),
        data: jsonObjectText('data', 20_000),
        ss_cvr: z.optional(
          z.string().check(
            z.maxLength(200),
            z.refine(
              (v) => v === '' || VISIT_RECORD_PATTERN.test(v),
              'ss_cvr must be id|first|previous|current|count',
            ),
          ),
        ),
      })
    : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});

const _pageField = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** visitorCookie and the page fields: what every census call but RecordHit carries (spec, section 7). */
const _visitorAndPage = () => ({
  /** the analytics visitor id; '' before consent allows one */
  visitorCookie: z.string().check(z.maxLength(200)),
  collectionId: _pageField(128),
  itemId: _pageField(128),
  pageId: _pageField(128),
  pagePath: _pageField(2048),
  pageTitle: _pageField(512),
});

/**
 * Fixed by the spec: formId, visitorCookie and page fields (the page-context fields a form
 * submission carries). Sent like a beacon: JSON as text/plain, so no preflight and no crumb;
 * the fixture server keeps it with the census hits as event 'form-render'.
 */
export const censusFormRender = defineRoute({
  name: 'censusFormRender',
  method: 'POST',
  path: '/api/census/form-render',
  encoding: 'text',
  query: beaconQuery,
  body: onServer
    ? z.strictObject({
        formId: z.string().check(z.minLength(1), z.maxLength(128)),
        ..._visitorAndPage(),
      })
    : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});

/** A census call of the spec's "visitorCookie and page fields" shape, sent like form-render. */
function _visitorAndPageRoute<const N extends string, const P extends string>(name: N, path: P) {
  return defineRoute({
    name,
    method: 'POST',
    path,
    encoding: 'text',
    query: beaconQuery,
    body: onServer ? z.strictObject(_visitorAndPage()) : undefined,
    response: z.undefined(),
    answer: 'any',
    crumb: 'none',
    faults: ['429', '500', 'slow'],
  });
}

/** Fixed by the spec: visitorCookie and page fields (2500 ms timeout on the client). */
export const censusButtonClick = /* @__PURE__ */ _visitorAndPageRoute(
  'censusButtonClick',
  '/api/census/button-click',
);
/** Fixed by the spec: visitorCookie and page fields (2500 ms timeout on the client). */
export const censusButtonRender = /* @__PURE__ */ _visitorAndPageRoute(
  'censusButtonRender',
  '/api/census/button-render',
);
/** Fixed by the spec: visitorCookie and page fields. */
export const censusOverlay = /* @__PURE__ */ _visitorAndPageRoute('censusOverlay', '/api/census/overlay');

/**
 * Path fixed by the spec, body "not shown": the route reads none (any small body is ignored,
 * whatever its type), so the quick-viewed item's id in the path is all that is kept.
 */
export const censusQuickView = defineRoute({
  name: 'censusQuickView',
  method: 'POST',
  path: '/api/census/RecordQuickView/{id}',
  encoding: 'none',
  query: beaconQuery,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});
