import type { PluginFamily } from '../types.ts';
import { decimal } from './decimal.ts';
import { i18nMoneyFormat } from './legacyMoney.ts';
import { message } from './message.ts';
import { money } from './moneyFormatter.ts';
import { unit } from './units/unit.ts';

/** The i18n family: locale-aware numbers, money, messages and units. */
export const i18n: PluginFamily = {
  formatters: {
    decimal,
    'i18n-money-format': i18nMoneyFormat,
    message,
    money,
    // The older name of `message`, still used by templates for plural wording.
    plural: message,
    unit,
  },
  predicates: {},
};
