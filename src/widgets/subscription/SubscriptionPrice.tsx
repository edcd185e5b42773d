import { type FunctionComponent, useEffect, useState } from 'react';
import {
  chosenVariant,
  productScopeOf,
  readProductScope,
  VARIANT_CHANGE_EVENT,
  type VariantChangeDetail,
} from '../../commerce/productScope.ts';
import { services } from '../../runtime/services.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { SubscriptionBlockProps } from './SubscriptionBlock.tsx';

/**
 * The theme's line that words a subscribe-and-save plan ('every 2 weeks'), beside the
 * subscription price (the demo writes it in the label of the subscribe choice). The widget keeps
 * it in step with the variant chosen; without one it adds a line after the price.
 */
export const SUBSCRIPTION_BILLING = '.subscription-billing';

/**
 * The engine's `subscription-price` in a subscribe-and-save block (storefront §4). The server's
 * markup is right until a variant is chosen, so this part only follows the variant picker; the
 * block's code (SubscriptionBlock) loads when there is something to change: a choice, a theme
 * without a line wording the plan, or a site with words of its own for it.
 */
export function SubscriptionPrice(props: WidgetProps) {
  const { element, runtime } = props;
  const [variant, setVariant] = useState(() => chosenVariant(readProductScope(element)));
  const [Block, setBlock] = useState<FunctionComponent<SubscriptionBlockProps>>();
  const [billingLine] = useState(() => productScopeOf(element).querySelector(SUBSCRIPTION_BILLING));
  const needed =
    variant !== undefined || !billingLine || document.querySelector('script[data-vitrine-messages]') !== null;

  useEffect(() => {
    const scope = productScopeOf(element);
    // The variant picker says what is chosen (a choice made before this mounted was read above).
    const onVariant = (event: Event) =>
      setVariant((event as CustomEvent<VariantChangeDetail>).detail?.variant);
    scope.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
    return () => scope.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
  }, [element]);

  useEffect(() => {
    if (!needed || Block) return;
    let alive = true;
    // The page's own words (data-vitrine-messages) are read once the shared services start.
    services(runtime);
    import('./SubscriptionBlock.tsx')
      .then((m) => alive && setBlock(() => m.SubscriptionBlock))
      .catch((error) => runtime.handleError(error, 'subscription', element));
    return () => {
      alive = false;
    };
  }, [needed, Block, element, runtime]);

  return Block ? <Block {...props} variant={variant} billingLine={billingLine} /> : null;
}
