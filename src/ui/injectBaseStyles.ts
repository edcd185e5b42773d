import baseCss from './base.css?inline';
import { injectStyles } from './injectStyles.ts';

/** base.css (theme hooks, visually-hidden, buttons, focus ring): the first of our sheets on a page. */
export function injectBaseStyles(nonce?: string, doc: Document = document): void {
  injectStyles('base', baseCss, nonce, doc);
}
