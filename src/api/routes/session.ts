import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * A crumb for a page the platform did not serve (a static example page, a page whose API is on
 * another host): the platform sets the crumb cookie with every page it renders, which such a
 * page never had. Answered 204 with Set-Cookie; the path is ours (README "Routes"); what counts is
 * the cookie, so any 2xx will do.
 */
export const crumb = defineRoute({
  name: 'crumb',
  method: 'GET',
  path: '/api/commerce/crumb',
  encoding: 'none',
  response: z.undefined(),
  answer: 'any',
  crumb: 'none',
  faults: onServer ? ['429', '500', 'slow'] : [],
});
