import { planPeriodText, planWording } from '../../engine/plugins/commerce/subscriptionPlan.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { MessageParams } from '../../i18n/messageIds.ts';

/**
 * 'every 2 weeks': a plan's period as the engine's formatters word it (planWording, the one
 * rule), or as the site words that shape of plan (`subscription.period.<shape>`).
 */
export function planText(plan: unknown, catalogue: Catalogue): string {
  const { shape, values } = planWording(plan);
  const id = `subscription.period.${shape}`;
  // Ids per shape are open-ended: an id the site did not give comes back as itself.
  const said = (catalogue.t as (id: string, params: MessageParams) => string)(id, values);
  return said === id ? planPeriodText(plan) : said;
}
