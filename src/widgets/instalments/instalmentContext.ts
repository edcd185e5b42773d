/**
 * The instalment context of an item (storefront spec §3): whether the store offers Afterpay,
 * the provider's range in cents, the shopper's language and the country of the store's Stripe
 * account. It comes from the platform; a context that is not what the spec describes is a
 * failure of the instalment context, reported silently (spec §8), never shown.
 */
export interface InstalmentContext {
  afterPayAvailable: boolean;
  /** cents: the offer is shown above this price */
  afterPayMin: number;
  /** cents: the offer is shown up to this price */
  afterPayMax: number;
  /** 'en', 'fr', 'en-GB' …: only its language counts */
  shopperLanguage: string;
  /** ISO 3166 country: US, CA, AU, NZ, GB take instalments (engine spec §9) */
  stripeAccountCountry: string;
}

const _cents = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * The context from its JSON text, checked. Throws a TypeError naming the first field at fault
 * ('instalments: bad instalment context: afterPayMin "3500"'). A context with afterPayAvailable
 * false needs nothing else: nothing will be shown.
 */
export function readInstalmentContext(json: string | undefined): InstalmentContext {
  let data: Record<string, unknown> | undefined;
  try {
    data = JSON.parse(json ?? '') as Record<string, unknown>;
  } catch {
    // reported below as a context that is not an object
  }
  const check = (field: string, ok: boolean) => {
    if (!ok) {
      throw new TypeError(
        `instalments: bad instalment context: ${field ? `${field} ${JSON.stringify(data?.[field])}` : String(json)}`,
      );
    }
  };
  check('', typeof data === 'object' && data !== null && !Array.isArray(data));
  const { afterPayAvailable, afterPayMin, afterPayMax, shopperLanguage, stripeAccountCountry } = data!;
  check('afterPayAvailable', typeof afterPayAvailable === 'boolean');
  if (afterPayAvailable) {
    check('afterPayMin', _cents(afterPayMin));
    check('afterPayMax', _cents(afterPayMax) && (afterPayMax as number) >= (afterPayMin as number));
    check(
      'shopperLanguage',
      typeof shopperLanguage === 'string' && /^[a-z]{2,3}([-_]\w+)*$/i.test(shopperLanguage),
    );
    check(
      'stripeAccountCountry',
      typeof stripeAccountCountry === 'string' && /^[a-z]{2}$/i.test(stripeAccountCountry),
    );
  }
  return data as unknown as InstalmentContext;
}

/** Engine spec §9: the provider's locales; Clearpay is Afterpay's name in the United Kingdom. */
const _BRANDS: Readonly<Record<string, string>> = {
  en_US: 'Afterpay',
  en_CA: 'Afterpay',
  fr_CA: 'Afterpay',
  en_AU: 'Afterpay',
  en_NZ: 'Afterpay',
  en_GB: 'Clearpay',
};

export interface InstalmentProvider {
  /** the modal's locale, e.g. en_US or fr_CA */
  locale: string;
  brand: string;
}

/**
 * The provider for a context: its locale is the shopper's language with the account's country
 * (en + US → en_US). Undefined, so nothing is shown, when instalments are off or that locale is
 * not one the provider serves (another country, or a language it has no modal in).
 */
export function instalmentProvider(context: InstalmentContext): InstalmentProvider | undefined {
  if (!context.afterPayAvailable) return undefined;
  const language = context.shopperLanguage.split(/[-_]/)[0]!.toLowerCase();
  const locale = `${language}_${context.stripeAccountCountry.toUpperCase()}`;
  const brand = _BRANDS[locale];
  return brand === undefined ? undefined : { locale, brand };
}
