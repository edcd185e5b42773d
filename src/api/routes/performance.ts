import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';
import { beaconQuery } from './census.ts';

/** One performance event (engine-and-platform spec, section 3: Performance report). */
export const performanceEventSchema = z.strictObject({
  app: z.string().check(z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
  event: z.enum(['page_speed', 'image', 'user', 'a11y']),
  pageLoadId: z.string().check(z.maxLength(100)),
  ts: z.number(),
});
export type PerformanceEvent = z.infer<typeof performanceEventSchema>;

/** Fixed by the spec: a JSON array sent as text/plain, by beacon; the response is not read. */
export const performanceRecords = defineRoute({
  name: 'performanceRecords',
  method: 'POST',
  path: '/api/1/performance/records',
  encoding: 'text',
  query: beaconQuery,
  body: onServer ? z.array(performanceEventSchema).check(z.minLength(1), z.maxLength(500)) : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: ['429', '500', 'slow'],
});
