import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';
import { beaconQuery } from './census.ts';

/** One client error report; the reporter cuts stacks to 5000 characters (spec, section 9). */
export const errorReportSchema = z.strictObject({
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.number(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/**
 * Path ours. A JSON array sent through the one background transport (sendBeacon first), so
 * as text/plain and without a crumb; at most 20 reports a page (spec), so 20 a request.
 */
export const recordErrors = defineRoute({
  name: 'recordErrors',
  method: 'POST',
  path: '/api/record-javascript-errors',
  encoding: 'text',
  query: beaconQuery,
  body: onServer ? z.array(errorReportSchema).check(z.minLength(1), z.maxLength(20)) : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});
