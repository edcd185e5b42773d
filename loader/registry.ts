import * as S from '../src/runtime/selectors.ts';
import type { RegistryEntry } from '../src/runtime/types.ts';

/** A registry entry (its fields are documented with the type, src/runtime/types.ts). */
export type Entry = RegistryEntry;

/**
 * Every widget of the product, as one compact string because each entry spelt as an object costs
 * ~40 B of the loader's 1.5 KB: `name strategy [selector]`, entries separated by ';'. Without a
 * selector a widget's marker is data-vitrine="<name>"; without a strategy it hydrates at idle (the
 * cart pill: four bytes fewer). A chunk that is not built yet is a
 * placeholder that mounts nothing (vite.config.ts), so markup for it fails soft. The order is
 * gzip's: `reviews` beside `cart-pill` and `subscription` last is what fits the 1,536 B (the order
 * of entries on different elements changes nothing; add-to-cart stays before additional-fields).
 */
export const registry: Entry[] = (
  `cart-pill;reviews visible;add-to-cart visible ${S.ADD_TO_CART};` +
  `variant-picker visible ${S.VARIANT_PICKER};quantity interaction ${S.QUANTITY};` +
  `gift-card visible;instalments visible;` +
  `additional-fields interaction ${S.ADDITIONAL_FIELDS_BUTTON};restock-form visible ${S.RESTOCK_FORM};` +
  `visitor-form visible;cart visible ${S.CART_ROOT};quick-view interaction ${S.QUICK_VIEW};` +
  `subscription visible ${S.SUBSCRIPTION}`
)
  .split(';')
  .map((e) => {
    const [n, t, s] = e.split(' ') as [string, string, string?];
    return { n, t, s: (s ? s + ',' : '') + `[data-vitrine="${n}"]` };
  });

/**
 * The chunks the loader loads for itself, beside the widgets and the collectors (built from
 * src/<name>/index.ts; the build and the size check read this list, the loader does not): the
 * press replay (on a first press before a widget mounted), consent (at idle on every page: it
 * decides, and starts or stops the collectors) and Vitrine.register's checks.
 */
export const LOADER_CHUNKS = ['press', 'consent', 'register', 'queue'] as const;

/**
 * The folder a registry name's code lives in: the name in camelCase (the one file-name case),
 * so 'add-to-cart' is src/widgets/addToCart/. For the build and the tests; the loader never
 * calls it (tree-shaken).
 */
export function folderOf(name: string): string {
  return name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
