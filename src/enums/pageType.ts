import type * as codes from './pageType/codes.ts';

/**
 * Page-type codes (storefront spec, section 2) by name: `PageType.CONTENT_ITEM`. A namespace of
 * one constant per code rather than an object literal, so that a bundle keeps only the codes it
 * reads: the browser reads four of the 27, and the whole table would otherwise ride in the shared
 * `markup` chunk every product page downloads (~350 B gzip).
 */
export * as PageType from './pageType/codes.ts';

/** One page-type code. */
export type PageType = (typeof codes)[keyof typeof codes];
