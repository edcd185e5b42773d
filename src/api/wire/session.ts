import type { Wire } from '../route.ts';

/**
 * A crumb for a page the platform did not serve (a static example page, a page whose API is on
 * another host): the platform sets the crumb cookie with every page it renders, which such a
 * page never had. The path is ours (docs/integrators/routes.md). Answered with Set-Cookie and `{crumb}`, the
 * same value: a page on another site cannot read the API's cookie, so it keeps the value from the
 * body and sends that (CORS lets only allowed origins read it). Any 2xx will do (a platform that
 * answers 204 sets the cookie only).
 */
export const crumb = {
  name: 'crumb',
  method: 'GET',
  path: '/api/commerce/crumb',
  encoding: 'none',
  answer: 'any',
  crumb: 'none',
} as const satisfies Wire;
