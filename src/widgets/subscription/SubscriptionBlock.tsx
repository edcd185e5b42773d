import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  productScopeOf,
  readProductScope,
  type ScopeMoney,
  type ScopePricingOption,
  type ScopeVariant,
} from '../../commerce/productScope.ts';
import { subscriptionMessages } from '../../i18n/areas/subscriptionMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import { ONE_TIME_PRICE } from '../../runtime/selectors.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { PriceParts } from './PriceParts.tsx';
import { planText } from './planText.ts';

/** The theme's line saying what subscribing saves ('Save 10%'): the widget words the chosen variant's. */
export const SUBSCRIPTION_SAVINGS = '.subscription-savings';

export interface SubscriptionBlockProps extends WidgetProps {
  /** the variant the picker says is chosen; undefined before a choice and after a reset */
  variant: ScopeVariant | undefined;
  /** the theme's line wording the plan (SUBSCRIPTION_BILLING), if it has one */
  billingLine: Element | null;
}

/**
 * The subscribe-and-save block once there is something to change (SubscriptionPrice loads it):
 * for a chosen variant, its option's price, or its sale price beside the struck original, in
 * the engine's `subscription-price` shape, and the one-time line (ONE_TIME_PRICE) copies that
 * variant's product price; with none, what the server sent ('from' the cheapest option's price),
 * put back as it was. The plan is worded as the engine words it (planWording) in
 * the theme's line for it (SubscriptionPrice's SUBSCRIPTION_BILLING), else in one of ours.
 */
export function SubscriptionBlock({ element, runtime, variant, billingLine }: SubscriptionBlockProps) {
  const { locale, currency } = pageSettings(runtime.config);
  const catalogue = createCatalogue(locale, subscriptionMessages);
  const [page] = useState(() => {
    const scope = productScopeOf(element);
    const oneTime = scope.querySelector(ONE_TIME_PRICE);
    return {
      oneTime,
      given: billingLine,
      text: billingLine?.textContent ?? '',
      // The server's own nodes, taken out while a variant's price shows and put back on reset.
      price: [...element.childNodes],
      oneTimePrice: oneTime ? [...oneTime.childNodes] : [],
    };
  });
  const option = variant?.pricingOptions?.[0];
  const shown = option !== undefined;

  // Before paint: the server's prices leave as the variant's arrive, and come back on reset.
  useLayoutEffect(() => {
    if (!shown) return;
    for (const node of [...page.price, ...page.oneTimePrice]) node.parentNode?.removeChild(node);
    return () => {
      element.prepend(...page.price);
      page.oneTime?.prepend(...page.oneTimePrice);
    };
  }, [element, page, shown]);

  // The plan's words: the theme's own line (the server wrote them: nothing moves), else one of ours.
  const plan = (option ?? firstOption(readProductScope(element).variants))?.subscriptionPlan;
  const text = plan ? planText(plan, catalogue) : '';
  useLayoutEffect(() => {
    let line = page.given;
    if (!line && text) {
      line = document.createElement('div');
      line.className = 'subscription-billing';
      element.after(line);
    }
    if (line && text && line.textContent?.trim() !== text) line.textContent = text;
    return () => {
      if (line === page.given) {
        if (line && line.textContent !== page.text) line.textContent = page.text;
      } else line?.remove();
    };
  }, [element, page, text]);

  // What subscribing saves on the chosen variant ('Save 10%'); the server's words ('Save up to
  // 20%') before a choice and after a reset.
  const saved = variant && option ? savedPercent(variant, option) : undefined;
  const savings =
    saved === undefined ? undefined : saved > 0 ? catalogue.t('subscription.save', { percent: saved }) : '';
  useLayoutEffect(() => {
    const line = productScopeOf(element).querySelector(SUBSCRIPTION_SAVINGS);
    if (!line || savings === undefined) return;
    const given = line.textContent;
    line.textContent = savings;
    return () => {
      line.textContent = given;
    };
  }, [element, savings]);

  if (!variant || !option) return null;
  const words = {
    locale,
    currency,
    salePriceText: catalogue.t('subscription.salePrice'),
    originalPriceText: catalogue.t('subscription.originalPrice'),
  };
  return (
    <>
      {createPortal(
        <PriceParts
          normal={option.priceMoney}
          sale={option.onSale ? option.salePriceMoney : undefined}
          {...words}
        />,
        element,
      )}
      {page.oneTime &&
        createPortal(
          <div class="product-price">
            <PriceParts
              normal={variant.priceMoney}
              sale={variant.onSale ? variant.salePriceMoney : undefined}
              {...words}
            />
          </div>,
          page.oneTime,
        )}
    </>
  );
}

const amount = (money: ScopeMoney | undefined) => Number(money?.value ?? money?.decimalValue ?? NaN);

/** How much the option's price (or sale) is below the variant's own (or sale), in whole percent. */
function savedPercent(variant: ScopeVariant, option: ScopePricingOption): number {
  const once = amount(variant.onSale ? variant.salePriceMoney : variant.priceMoney);
  const sub = amount(option.onSale ? option.salePriceMoney : option.priceMoney);
  return once > 0 && sub >= 0 ? Math.max(0, Math.round((1 - sub / once) * 100)) : 0;
}

/** The first variant's first subscription option: whose plan the block words before a choice. */
function firstOption(variants: readonly ScopeVariant[]) {
  return variants.find((v) => v.pricingOptions?.[0])?.pricingOptions?.[0];
}
