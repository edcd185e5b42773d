import { addMessages } from '../i18n/addMessages.ts';
import type { MessageTable } from '../i18n/messageIds.ts';

/** `<script type="application/json" data-vitrine-messages="fr">{"addToCart.adding": "Ajout…"}</script>` */
const SELECTOR = 'script[type="application/json"][data-vitrine-messages]';

const _isForms = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { other?: unknown }).other === 'string' &&
  Object.values(v).every((form) => typeof form === 'string');

/**
 * A site's own words for the widgets, given in the page: each such script adds (or overrides)
 * messages for its locale. Page text is checked, never trusted: a message must be text (or
 * plural forms of text); anything else is left out with one warning naming the script.
 */
const _read = new WeakSet<object>();

/**
 * The page's messages, read once per page (per loader: its runtime), before the first widget
 * renders: whichever widget mounts first (every one mounts through defineWidget), not only those
 * that use the cart.
 */
export function readPageMessagesOnce(runtime: object): void {
  if (_read.has(runtime)) return;
  _read.add(runtime);
  readPageMessages();
}

export function readPageMessages(doc: Document = document): void {
  for (const script of doc.querySelectorAll(SELECTOR)) {
    const locale = script.getAttribute('data-vitrine-messages') ?? '';
    try {
      const data: unknown = JSON.parse(script.textContent ?? '');
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new TypeError('not a JSON object');
      const table: Record<string, unknown> = {};
      const dropped: string[] = [];
      for (const [id, message] of Object.entries(data)) {
        if (typeof message === 'string' || _isForms(message)) table[id] = message;
        else dropped.push(id);
      }
      if (!addMessages(locale, table as MessageTable))
        throw new TypeError(`data-vitrine-messages="${locale}" is not a locale`);
      if (dropped.length > 0)
        console.warn(`[vitrine] messages ${dropped.join(', ')} are not text; left out of`, script);
    } catch (error) {
      console.warn(`[vitrine] ignoring these messages (${(error as Error).message}):`, script);
    }
  }
}
