import type { Wire } from '../route.ts';

/**
 * Path ours. A JSON array sent through the one background transport (sendBeacon first), so
 * as text/plain and without a crumb; at most 20 reports a page (spec), so 20 a request.
 */
export const recordErrors = {
  name: 'recordErrors',
  method: 'POST',
  path: '/api/record-javascript-errors',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;
