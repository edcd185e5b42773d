import type { Wire } from '../route.ts';

/**
 * Fixed by the spec. It shows only what a failure carries (its message): any 2xx is success
 * (ours answers 204).
 */
export const restockSignUp = {
  name: 'restockSignUp',
  method: 'POST',
  path: '/api/site-users/account/notifications/restock',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
