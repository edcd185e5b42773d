import * as z from 'zod/mini';
import { EVENT_ID_PATTERN, VISIT_RECORD_PATTERN } from '../../runtime/patterns.ts';
import { jsonObjectText } from '../jsonObjectText.ts';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/census.ts';

// The census calls are beacons: the collectors send them by path (src/api/wire/census.ts) and read
// no answer, so these schemas are the server's and the tests' alone.

/**
 * The query of every beacon route: `eid`, the event id the one transport gives each beacon
 * (src/collectors/common/transport/), so the server stores a re-delivery once. Optional (curl
 * and other clients send none); other parameters are ignored, as before.
 */
export const beaconQuery = () =>
  z.object({ eid: z.optional(z.string().check(z.regex(EVENT_ID_PATTERN, 'eid must be an event id'))) });

/** The faults every beacon route may play. */
export const BEACON_FAULTS = ['429', '500', 'slow'] as const;

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

const noAnswer = z.undefined();

export const censusHit = defineRoute({ ...wire.censusHit, response: noAnswer });
export const censusFormRender = defineRoute({ ...wire.censusFormRender, response: noAnswer });
export const censusButtonClick = defineRoute({ ...wire.censusButtonClick, response: noAnswer });
export const censusButtonRender = defineRoute({ ...wire.censusButtonRender, response: noAnswer });
export const censusOverlay = defineRoute({ ...wire.censusOverlay, response: noAnswer });
export const censusQuickView = defineRoute({ ...wire.censusQuickView, response: noAnswer });

/** These calls as the server takes them (src/api/routes.ts). */
export const censusOnServer = () => ({
  censusHit: serverRoute(censusHit, {
    query: beaconQuery(),
    body: z.strictObject({
      event: z.string().check(z.minLength(1), z.maxLength(100)),
      data: jsonObjectText('data', 20_000),
      /** ss_cvr may be empty before the first visit is recorded */
      ss_cvr: z.optional(
        z.string().check(
          z.maxLength(200),
          z.refine(
            (v) => v === '' || VISIT_RECORD_PATTERN.test(v),
            'ss_cvr must be id|first|previous|current|count',
          ),
        ),
      ),
    }),
    faults: BEACON_FAULTS,
  }),
  censusFormRender: serverRoute(censusFormRender, {
    query: beaconQuery(),
    body: z.strictObject({
      formId: z.string().check(z.minLength(1), z.maxLength(128)),
      ..._visitorAndPage(),
    }),
    faults: BEACON_FAULTS,
  }),
  censusButtonClick: serverRoute(censusButtonClick, {
    query: beaconQuery(),
    body: z.strictObject(_visitorAndPage()),
    faults: BEACON_FAULTS,
  }),
  censusButtonRender: serverRoute(censusButtonRender, {
    query: beaconQuery(),
    body: z.strictObject(_visitorAndPage()),
    faults: BEACON_FAULTS,
  }),
  censusOverlay: serverRoute(censusOverlay, {
    query: beaconQuery(),
    body: z.strictObject(_visitorAndPage()),
    faults: BEACON_FAULTS,
  }),
  // Body "not shown" by the spec: none is read (any small body is ignored, whatever its type).
  censusQuickView: serverRoute(censusQuickView, { query: beaconQuery(), faults: BEACON_FAULTS }),
});
