const _ATTR = 'data-vitrine-style';

/**
 * Add a widget's default stylesheet to the document once (idempotent by `id`).
 *
 * The host theme must always win, whatever its specificity: unlayered CSS beats every
 * cascade layer, so all our rules go inside `@layer vitrine`. The sheets go at the end of
 * <head>, in the order asked (a widget's rules follow base.css): a sheet put before the page's
 * own makes the browser lay the whole page out again, 336 ms on a phone for a grid of 500
 * buttons, where one added at the end restyles only what it matches. A theme that puts its
 * rules in cascade layers of its own names `vitrine` first (`@layer vitrine, theme;`) to keep
 * ours the lowest (docs/theme-authors/theming.md).
 * `cssText` must not contain `@import` (it cannot sit inside a layer block).
 *
 * `nonce`: for pages whose CSP allows only nonced <style>; by default the loader tag's own nonce
 * (a page that trusts our script with a nonce trusts our styles with it too).
 */
export function injectStyles(
  id: string,
  cssText: string,
  nonce?: string,
  doc: Document = document,
): HTMLStyleElement | undefined {
  try {
    const head = doc.head ?? doc.documentElement;
    const ours = head.querySelectorAll<HTMLStyleElement>(`style[${_ATTR}]`);
    for (const sheet of ours) if (sheet.getAttribute(_ATTR) === id) return sheet;
    const style = doc.createElement('style');
    style.setAttribute(_ATTR, id);
    // Set before insertion: the CSP check happens when the element is connected.
    const trusted = nonce ?? _loaderNonce(doc);
    if (trusted) style.setAttribute('nonce', trusted);
    style.textContent = `@layer vitrine{${cssText}}`;
    head.append(style);
    return style;
  } catch {
    // Unstyled beats broken: the markup stays usable with the theme's own styles.
    return undefined;
  }
}

// The nonce property, not the attribute: browsers hide a nonce attribute's value once parsed.
function _loaderNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[src*="/loader.js"]')?.nonce || undefined;
}
