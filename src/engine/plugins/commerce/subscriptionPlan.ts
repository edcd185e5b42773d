/**
 * How a subscription product words its price: "{price} every 2 weeks for 12 weeks". The
 * translation key names the shape of the plan (single or multiple prices, one or n periods,
 * indefinite or limited and in which unit), so each language can phrase every shape; the
 * English default is built from the same parts. One rule for the engine's formatters and the
 * subscription widget (planWording), so a page and its hydrated block never word a plan apart.
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

/** A plan's wording, before any translation: what planWording answers. */
export interface PlanWording {
  /** The plan's shape, 'nWeekly__indefinite', 'nMonthly__limited__1Years' … */
  readonly shape: string;
  /** English for the period alone: 'every {billingPeriodValue} weeks for {duration} years'. */
  readonly period: string;
  readonly values: Readonly<{ billingPeriodValue: string; duration: string }>;
}

function _capitalized(unit: string): string {
  const lower = unit.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The plan's billing period ({value, unit}); undefined when the product has no plan. */
export function billingPeriodOf(item: unknown): unknown {
  return get(item, 'structuredContent', 'subscriptionPlan', 'billingPeriod');
}

/**
 * The wording of a plan (`{billingPeriod: {value, unit}, numBillingCycles}`, as a product or a
 * pricing option carries it): engine spec §9, 52 weeks, 12 months or 1 year per year, a duration
 * that fills whole years shown in years, numBillingCycles 0 (or none) meaning until cancelled.
 */
export function planWording(plan: unknown): PlanWording {
  const periodValue = asInt(get(plan, 'billingPeriod', 'value'));
  const periodUnit = asText(get(plan, 'billingPeriod', 'unit'));
  const cycles = asInt(get(plan, 'numBillingCycles'));

  let duration = periodValue * cycles;
  let durationUnit = periodUnit;
  const perYear = (SUBSCRIPTION_UNITS_PER_YEAR as Readonly<Record<string, number>>)[periodUnit];
  if (duration > 0 && perYear !== undefined && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = 'YEAR';
  }

  const plural = periodValue > 1;
  let period = `every ${plural ? '{billingPeriodValue} ' : ''}${periodUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (cycles > 0) period += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;

  return {
    shape:
      `${periodValue === 1 ? '1' : 'n'}${_capitalized(periodUnit)}ly__` +
      (duration === 0
        ? 'indefinite'
        : `limited__${duration === 1 ? '1' : 'n'}${_capitalized(durationUnit)}s`),
    period,
    values: { billingPeriodValue: String(periodValue), duration: String(duration) },
  };
}

/** The plan's period in English with its numbers in: 'every 2 weeks', 'every month for 1 year'. */
export function planPeriodText(plan: unknown): string {
  const { period, values } = planWording(plan);
  return period.replace(/\{(billingPeriodValue|duration)\}/g, (_, name: keyof typeof values) => values[name]);
}

/** The wording for a product billed every `billingPeriod`, with or without a "from" price. */
export function subscriptionWording(
  item: unknown,
  multiplePrices: boolean,
  ctx: RenderContext,
): SubscriptionWording {
  const { shape, period, values } = planWording(get(item, 'structuredContent', 'subscriptionPlan'));
  const key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${shape}`;
  return {
    pattern: localizedString(ctx, key, `${multiplePrices ? 'from ' : ''}{price} ${period}`),
    values,
  };
}
