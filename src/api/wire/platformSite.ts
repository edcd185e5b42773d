import type { Wire } from '../route.ts';

export const siteHeaderFooter = {
  name: 'siteHeaderFooter',
  method: 'GET',
  path: '/api/site-header-footer',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const siteHeaderFooterUpdate = {
  name: 'siteHeaderFooterUpdate',
  method: 'PUT',
  path: '/api/site-header-footer',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;

export const siteLayout = {
  name: 'siteLayout',
  method: 'GET',
  path: '/api/commondata/GetSiteLayout',
  encoding: 'none',
  crumb: 'none',
} as const satisfies Wire;

export const navigationUpdate = {
  name: 'navigationUpdate',
  method: 'POST',
  path: '/api/widget/UpdateNavigation',
  encoding: 'json',
  answer: 'any',
  crumb: 'header',
} as const satisfies Wire;
