/**
 * The loader's own tag and its data-* attributes. Classic scripts have currentScript; module
 * scripts do not, so we find our tag by its name. Read while the script first runs: later,
 * currentScript is null.
 */
export const script = (document.currentScript ||
  document.querySelector('script[src*="/loader.js"]')) as HTMLScriptElement | null;

/** data-api-base → apiBase …, as the dataset camel-cases them (checked in src/runtime/markup.ts). */
export const config: Record<string, string | undefined> = { ...script?.dataset };

/**
 * Where the chunks are, absolute, from our own src: a classic script from another origin has
 * about:blank as its base URL for import() (HTML spec: scripts with "muted errors"), and the
 * page's URL is the wrong base for a CDN anyway. Computed once, as a string: a function inlined
 * into import(…) came out of terser as `import(a=b, url)`, which browsers read as two arguments.
 */
export const chunksBase = new URL('chunks/', script?.src || (location as unknown as string)).href;
