import type { Wire } from '../route.ts';

/**
 * The site owner's restock calls (engine-and-platform spec, section 7 "Restock"): the spec gives
 * the paths. Kept apart from restock.ts so the restock-form widget carries none of them.
 */
const RESTOCK = '/api/site-users/account/notifications/restock';

export const restockGroups = {
  name: 'restockGroups',
  method: 'GET',
  path: `${RESTOCK}/groups`,
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const restockSignUps = {
  name: 'restockSignUps',
  method: 'GET',
  path: RESTOCK,
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

/**
 * Marks the variant's waiting sign-ups notified. The spec does not show the answers of send and
 * send/all: any 2xx is success (ours answers 204).
 */
export const restockSend = {
  name: 'restockSend',
  method: 'POST',
  path: `${RESTOCK}/send`,
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

export const restockSendAll = {
  name: 'restockSendAll',
  method: 'POST',
  path: `${RESTOCK}/send/all`,
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
