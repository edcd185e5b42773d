/**
 * How a subscription product words its price: "{price} every 2 weeks for 12 weeks". The
 * translation key names the shape of the plan (single or multiple prices, one or n periods,
 * indefinite or limited and in which unit), so each language can phrase every shape; the
 * English default is built from the same parts.
 */
import { SUBSCRIPTION_UNITS_PER_YEAR } from '../../../enums/subscriptionUnit.ts';
import { asInt, asText, get } from '../json.ts';
import type { RenderContext } from '../types.ts';
import { localizedString } from './localized.ts';

export interface SubscriptionWording {
  /** The translated or default pattern, with {price}, {billingPeriodValue} and {duration}. */
  readonly pattern: string;
  readonly values: Readonly<Record<string, string>>;
}

function _capitalized(unit: string): string {
  const lower = unit.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The plan's billing period ({value, unit}); undefined when the product has no plan. */
export function billingPeriodOf(item: unknown): unknown {
  return get(item, 'structuredContent', 'subscriptionPlan', 'billingPeriod');
}

/** The wording for a product billed every `billingPeriod`, with or without a "from" price. */
export function subscriptionWording(
  item: unknown,
  multiplePrices: boolean,
  ctx: RenderContext,
): SubscriptionWording {
  const period = billingPeriodOf(item);
  const periodValue = asInt(get(period, 'value'));
  const periodUnit = asText(get(period, 'unit'));
  // numBillingCycles 0 (or none) means the subscription runs until cancelled (spec §9).
  const cycles = asInt(get(item, 'structuredContent', 'subscriptionPlan', 'numBillingCycles'));

  let duration = periodValue * cycles;
  let durationUnit = periodUnit;
  // Spec §9: a duration that fills whole years (52 weeks, 12 months) is shown in years.
  const perYear = (SUBSCRIPTION_UNITS_PER_YEAR as Readonly<Record<string, number>>)[periodUnit];
  if (duration > 0 && perYear !== undefined && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = 'YEAR';
  }

  const key =
    `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__` +
    `${periodValue === 1 ? '1' : 'n'}${_capitalized(periodUnit)}ly__` +
    (duration === 0 ? 'indefinite' : `limited__${duration === 1 ? '1' : 'n'}${_capitalized(durationUnit)}s`);

  const plural = periodValue > 1;
  let english =
    `${multiplePrices ? 'from ' : ''}{price} every ` +
    `${plural ? '{billingPeriodValue} ' : ''}${periodUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (cycles > 0) english += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;

  return {
    pattern: localizedString(ctx, key, english),
    values: { billingPeriodValue: String(periodValue), duration: String(duration) },
  };
}
