import * as z from 'zod/mini';
import { defineRoute, serverRoute } from '../route.ts';
import * as wire from '../wire/session.ts';

export const crumb = defineRoute({ ...wire.crumb, response: z.object({ crumb: z.string() }) });

/** This call as the server takes it (src/api/routes.ts). */
export const sessionOnServer = () => ({
  crumb: serverRoute(crumb, { faults: ['429', '500', 'slow'] }),
});
