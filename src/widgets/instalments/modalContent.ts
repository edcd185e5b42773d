/**
 * The provider's modal HTML rebuilt as inert content for our popup. It is third-party text, so
 * nothing of it is inserted as is: DOMParser reads it (parsing runs no script and loads
 * nothing), and a new tree is built in our document from an allowlist of text elements, with
 * no attribute copied but a link's http(s) address. So no <script>, no on* handler, no style,
 * <base>, <meta>, frame, form or picture can come through, whatever the host sends; the text
 * takes the theme's and the dialog's styles.
 */

// Kept as they are: text structure.
const _KEEP = new Set(['p', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'small', 'br', 'a']);
// Read as a plain block: page structure, whose landmarks (a second <main>) would confuse.
const _BLOCK = new Set(['div', 'main', 'section', 'article', 'header', 'footer', 'aside', 'nav']);
// Dropped with everything inside: code, metadata, embedded content, controls.
const _DROP = new Set(
  (
    'script style template noscript head title meta link base iframe frame frameset object embed ' +
    'svg math img picture video audio canvas form button input select textarea option map'
  ).split(' '),
);

/** Enough for any modal; a host sending more (or deeper) markup gets cut, not a frozen page. */
const _MAX_NODES = 2000;
const _MAX_DEPTH = 32;

export interface ModalContent {
  /** the content, to be cloned into the popup */
  fragment: DocumentFragment;
  /** the modal's language (its <html lang>), so French is read as French */
  lang: string | undefined;
}

/** `href` resolved against the modal's own URL, if it is an http(s) address. */
function _address(href: string | null, base: string): string | undefined {
  try {
    const url = new URL(href ?? '', base);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readModalContent(html: string, baseUrl: string): ModalContent {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  // Headings start one level under the popup's own title (an h2): the modal's h1 becomes an h3.
  const levels = [...source.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
    Number(h.localName[1]),
  );
  const shift = 3 - Math.min(3, ...levels);
  let budget = _MAX_NODES;

  const copy = (from: Node, to: Node, depth: number): void => {
    for (const child of from.childNodes) {
      if (--budget < 0) return;
      if (child.nodeType === Node.TEXT_NODE) {
        to.appendChild(document.createTextNode(child.nodeValue ?? ''));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE || depth >= _MAX_DEPTH) continue;
      const name = (child as Element).localName;
      if (_DROP.has(name)) continue;
      let made: Element | undefined;
      if (/^h[1-6]$/.test(name)) made = document.createElement(`h${Math.min(6, Number(name[1]) + shift)}`);
      else if (_BLOCK.has(name)) made = document.createElement('div');
      else if (_KEEP.has(name)) made = document.createElement(name);
      if (made?.localName === 'a') {
        const href = _address((child as Element).getAttribute('href'), baseUrl);
        if (href) {
          made.setAttribute('href', href);
          made.setAttribute('target', '_blank');
          made.setAttribute('rel', 'noopener noreferrer');
        }
      }
      // An element not on the lists gives its children to its parent (<font>, <center> …).
      if (made) to.appendChild(made);
      copy(child, made ?? to, depth + 1);
    }
  };
  copy(source.body, fragment, 0);
  const lang = source.documentElement.getAttribute('lang') ?? '';
  return { fragment, lang: /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang) ? lang : undefined };
}
