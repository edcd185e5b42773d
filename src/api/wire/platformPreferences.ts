import type { Wire } from '../route.ts';

export const commercePreferences = {
  name: 'commercePreferences',
  method: 'GET',
  path: '/api/v1/commerce-preferences/{namespace}',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const commercePreferencesUpdate = {
  name: 'commercePreferencesUpdate',
  method: 'PUT',
  path: '/api/v1/commerce-preferences/{namespace}',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
