import type { Wire } from '../route.ts';

// The census calls (engine spec §7): beacons, so no custom header (no crumb) and no answer read.

/**
 * Fixed by the spec: form-encoded event, data (JSON) and ss_cvr; fails quietly. A beacon
 * (no custom header), so no crumb; ss_cvr may be empty before the first visit is recorded.
 */
export const censusHit = {
  name: 'censusHit',
  method: 'POST',
  path: '/api/census/RecordHit',
  encoding: 'form',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Fixed by the spec: formId, visitorCookie and page fields (the page-context fields a form
 * submission carries). Sent like a beacon: JSON as text/plain, so no preflight and no crumb;
 * the fixture server keeps it once, in its one `collected` table, as kind 'form-render'.
 */
export const censusFormRender = {
  name: 'censusFormRender',
  method: 'POST',
  path: '/api/census/form-render',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/** Fixed by the spec: visitorCookie and page fields (2500 ms timeout on the client). */
export const censusButtonClick = {
  name: 'censusButtonClick',
  method: 'POST',
  path: '/api/census/button-click',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/** Fixed by the spec: visitorCookie and page fields (2500 ms timeout on the client). */
export const censusButtonRender = {
  name: 'censusButtonRender',
  method: 'POST',
  path: '/api/census/button-render',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/** Fixed by the spec: visitorCookie and page fields. */
export const censusOverlay = {
  name: 'censusOverlay',
  method: 'POST',
  path: '/api/census/overlay',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Path fixed by the spec, body "not shown": the route reads none (any small body is ignored,
 * whatever its type), so the quick-viewed item's id in the path is all that is kept.
 */
export const censusQuickView = {
  name: 'censusQuickView',
  method: 'POST',
  path: '/api/census/RecordQuickView/{id}',
  encoding: 'none',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;
