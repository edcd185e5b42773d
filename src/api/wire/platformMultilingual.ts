import type { Wire } from '../route.ts';

export const multilingualSettings = {
  name: 'multilingualSettings',
  method: 'GET',
  path: '/api/multilingual/settings',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const multilingualStatus = {
  name: 'multilingualStatus',
  method: 'GET',
  path: '/api/multilingual/status',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const multilingualLanguages = {
  name: 'multilingualLanguages',
  method: 'GET',
  path: '/api/multilingual/languages',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const multilingualLanguagesUpdate = {
  name: 'multilingualLanguagesUpdate',
  method: 'PUT',
  path: '/api/multilingual/languages',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

export const multilingualDisconnect = {
  name: 'multilingualDisconnect',
  method: 'DELETE',
  path: '/api/multilingual/connection',
  encoding: 'none',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
