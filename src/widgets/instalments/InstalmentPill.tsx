import { type FunctionComponent, useEffect, useRef, useState } from 'react';
import { formatStoreMoney } from '../../commerce/money/formatStoreMoney.ts';
import {
  productScopeOf,
  VARIANT_CHANGE_EVENT,
  type VariantChangeDetail,
} from '../../commerce/productScope.ts';
import { ProductType } from '../../enums/productType.ts';
import { instalmentMessages } from '../../i18n/areas/instalmentMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { apiUrl, pageSettings } from '../../runtime/settings.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { instalmentProvider, readInstalmentContext } from './instalmentContext.ts';
import { instalmentOffer, NUM_INSTALLMENTS, variantPriceCents } from './instalmentOffer.ts';
import type { InstalmentPopupProps } from './InstalmentPopup.tsx';
import { DEFAULT_MODAL_PATH, type InstalmentProps } from './instalmentProps.ts';

const NAME = 'instalments';

/** The popup's chunk and what it brings (the dialog, focus-trap): one import for every use. */
const _popup = () => import('./InstalmentPopup.tsx');
/**
 * Asked for as the shopper points at or tabs to an opener, so the press finds it loaded (the
 * popup opens within 300 ms of it on a slow line); a failure here is the press's to tell.
 */
const _warm = () => void _popup().catch(() => {});

/** The context checked once per mount: the provider to show, or why nothing is shown. */
function _setup(props: InstalmentProps) {
  try {
    const context = readInstalmentContext(props.context);
    return { context, provider: instalmentProvider(context) };
  } catch (error) {
    return { error };
  }
}

/**
 * The instalment pill under a physical product's price (storefront spec §5): 'or 4
 * interest-free payments of $30.00 with Afterpay', or outside the provider's range 'Afterpay
 * available for orders up to $2,000.00' / '… over $35.00'. It follows the chosen variant's price.
 * The pill and the info button open the popup, whose code is loaded on the first open.
 */
export function InstalmentPill({ element, runtime, props }: WidgetProps<InstalmentProps>) {
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, instalmentMessages);
  const [setup] = useState(() => _setup(props));
  const [price, setPrice] = useState(props.price);
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<FunctionComponent<InstalmentPopupProps>>();
  const opener = useRef<HTMLElement | null>(null);
  const physical = props.productType === ProductType.PHYSICAL;

  useEffect(() => {
    // Spec §8: a failure in the instalment context goes to the error reporter, without UI. A
    // product that is not physical never uses its context, so it has nothing to report.
    if (physical && 'error' in setup) runtime.handleError(setup.error, NAME, element);
    const scope = productScopeOf(element);
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<VariantChangeDetail | undefined>).detail;
      setPrice(variantPriceCents(detail?.variant, props.currency) ?? props.price);
    };
    scope.addEventListener(VARIANT_CHANGE_EVENT, follow);
    return () => scope.removeEventListener(VARIANT_CHANGE_EVENT, follow);
  }, []);

  // Physical products only (spec §5, §9); nothing for instalments off or an unserved locale.
  if (!physical || !('provider' in setup) || !setup.provider) return null;
  const { brand, locale } = setup.provider;
  const { afterPayMin, afterPayMax } = setup.context;
  const money = (cents: number) => formatStoreMoney(cents, props.currency, catalogue.locale);
  const offer = instalmentOffer(price, afterPayMin, afterPayMax);
  const numInstallments = NUM_INSTALLMENTS;
  const wording =
    offer.kind === 'offer'
      ? catalogue.t('instalments.offer', {
          installmentStr: catalogue.t('instalments.paymentsOf', {
            payments: catalogue.t('instalments.payments', { numInstallments }),
            amount: money(offer.paymentCents),
          }),
        })
      : catalogue.t(offer.kind === 'upTo' ? 'instalments.upTo' : 'instalments.over', {
          amount: money(offer.amountCents),
        });
  // 'or … with Afterpay'; out of range the brand leads: 'Afterpay available for orders …'.
  const sentence = offer.kind === 'offer' ? `${wording} ${brand}` : `${brand} ${wording}`;

  const show = (event: { currentTarget: EventTarget | null }) => {
    opener.current = event.currentTarget as HTMLElement;
    _popup()
      .then(({ InstalmentPopup }) => {
        setPopup(() => InstalmentPopup);
        setOpen(true);
      })
      .catch((error: unknown) => runtime.handleError(error, NAME, element));
  };

  // What both openers (the pill and the info button) are.
  const opens = {
    type: 'button',
    'aria-haspopup': 'dialog',
    onClick: show,
    onPointerEnter: _warm,
    onFocus: _warm,
  } as const;
  // One line of text that wraps like text: the sentence, the brand as the pill, the info button.
  return (
    <div class="vitrine-instalments">
      {offer.kind === 'offer' && `${wording} `}
      <button class="vitrine-instalments__pill" {...opens}>
        {brand}
      </button>
      {offer.kind !== 'offer' && ` ${wording}`}{' '}
      <button
        class="vitrine-instalments__info"
        aria-label={catalogue.t('instalments.moreInfo', { brand })}
        {...opens}
      />
      {Popup && (
        <Popup
          open={open}
          onClose={() => setOpen(false)}
          returnFocus={opener.current}
          brand={brand}
          url={
            props.modalUrl?.replace('{locale}', locale) ??
            apiUrl(config.apiBase, DEFAULT_MODAL_PATH.replace('{locale}', locale))
          }
          description={catalogue.t('instalments.use', { numInstallments })}
          fallback={sentence}
          closeLabel={catalogue.t('dialog.close')}
          loadingLabel={catalogue.t('instalments.loading')}
        />
      )}
    </div>
  );
}
