import type { PluginFamily } from '../types.ts';
import { i18nMoneyFormat } from './legacy-money.ts';

/** The i18n family: locale-aware numbers, money, messages and units. */
export const i18n: PluginFamily = {
  formatters: {
    'i18n-money-format': i18nMoneyFormat,
  },
  predicates: {},
};
