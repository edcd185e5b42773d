import type { Wire } from '../route.ts';

/** Fixed by the spec: a JSON array sent as text/plain, by beacon; the response is not read. */
export const performanceRecords = {
  name: 'performanceRecords',
  method: 'POST',
  path: '/api/1/performance/records',
  encoding: 'text',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;
