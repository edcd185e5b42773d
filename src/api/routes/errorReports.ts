import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/errorReports.ts';
import { BEACON_FAULTS, beaconQuery } from './census.ts';

/** One client error report; the reporter cuts stacks to 5000 characters (spec, section 9). */
export const errorReportSchema = z.strictObject({
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.number(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const recordErrors = defineRoute({ ...wire.recordErrors, response: z.undefined() });

/** This call as the server takes it (src/api/routes.ts): at most 20 reports a page (spec), so 20 a request. */
export const errorReportsOnServer = () => ({
  recordErrors: serverRoute(recordErrors, {
    query: beaconQuery(),
    body: z.array(errorReportSchema).check(z.minLength(1), z.maxLength(20)),
    faults: BEACON_FAULTS,
  }),
});
