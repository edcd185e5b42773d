/** Give up on a modal host that has not answered by then: the popup says the offer instead. */
export const MODAL_TIMEOUT_MS = 10_000;

const _loaded = new Map<string, Promise<string>>();

/**
 * The modal's HTML made inert for an `<iframe sandbox srcdoc>`. The sandbox (no allow-scripts)
 * is what guarantees nothing runs; this adds a second and third wall: a CSP that allows no
 * script, and no <script>, no on* handler and no <meta http-equiv> left in the markup. A
 * `<base>` resolves the host's relative links and pictures against the host and opens links
 * in a new tab; no referrer tells the host which product page the shopper is on.
 */
export function inertModalDocument(html: string, baseUrl: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, base, meta[http-equiv]')) node.remove();
  for (const node of doc.querySelectorAll('*')) {
    for (const { name } of [...node.attributes]) if (/^on/i.test(name)) node.removeAttribute(name);
  }
  const add = (tag: string, attributes: Record<string, string>) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  };
  doc.head.prepend(
    add('meta', { 'http-equiv': 'Content-Security-Policy', content: "script-src 'none'; object-src 'none'" }),
    add('meta', { name: 'referrer', content: 'no-referrer' }),
    add('base', { href: baseUrl, target: '_blank' }),
  );
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/**
 * GET the instalment modal's HTML (spec §7: chosen by locale, from a third-party static host),
 * once per URL and page. No cookies and no referrer go to the host. A failure (HTTP error,
 * network, timeout) rejects, and is forgotten so that the next open tries again.
 */
export function loadModalHtml(url: string): Promise<string> {
  let loading = _loaded.get(url);
  if (!loading) {
    loading = fetch(url, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout?.(MODAL_TIMEOUT_MS),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      // Relative links and pictures resolve where the page really came from (after redirects).
      return inertModalDocument(await res.text(), res.url || url);
    });
    _loaded.set(url, loading);
    loading.catch(() => _loaded.delete(url));
  }
  return loading;
}
