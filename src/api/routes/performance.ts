import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/performance.ts';
import { BEACON_FAULTS, beaconQuery } from './census.ts';

/** One performance event (engine-and-platform spec, section 3: Performance report). */
export const performanceEventSchema = z.strictObject({
  app: z.string().check(z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
  event: z.enum(['page_speed', 'image', 'user', 'a11y']),
  pageLoadId: z.string().check(z.maxLength(100)),
  ts: z.number(),
});
export type PerformanceEvent = z.infer<typeof performanceEventSchema>;

export const performanceRecords = defineRoute({ ...wire.performanceRecords, response: z.undefined() });

/** This call as the server takes it (src/api/routes.ts): a JSON array of 1 to 500 events. */
export const performanceOnServer = () => ({
  performanceRecords: serverRoute(performanceRecords, {
    query: beaconQuery(),
    body: z.array(performanceEventSchema).check(z.minLength(1), z.maxLength(500)),
    faults: BEACON_FAULTS,
  }),
});
