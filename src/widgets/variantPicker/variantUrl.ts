import type { ScopeVariant } from '../../commerce/productScope.ts';

/** `?variant=<sku>`: the choice a reload, or a shared link, comes back to. */
const PARAM = 'variant';

/** The variant the page's address names; undefined when it names none, or one this product lacks. */
export function urlVariant(variants: readonly ScopeVariant[]): ScopeVariant | undefined {
  const sku = new URLSearchParams(location.search).get(PARAM);
  return sku ? variants.find((v) => v.sku === sku) : undefined;
}

/** Name the chosen variant in the address (no history entry), or drop it when the choice is undone. */
export function writeUrlVariant(variant: ScopeVariant | undefined): void {
  try {
    const url = new URL(location.href);
    if (variant?.sku) url.searchParams.set(PARAM, variant.sku);
    else url.searchParams.delete(PARAM);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  } catch {
    // A sandboxed frame may refuse replaceState: the choice still stands, only a reload forgets it.
  }
}
