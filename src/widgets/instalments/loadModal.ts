import { type ModalContent, readModalContent } from './modalContent.ts';

/** Give up on a modal host that has not answered by then: the popup says the offer instead. */
export const MODAL_TIMEOUT_MS = 10_000;

const _loaded = new Map<string, Promise<ModalContent>>();

/**
 * GET the instalment modal (spec §7: HTML chosen by locale, from a third-party static host),
 * once per URL and page, as inert content (readModalContent). No cookie and no referrer go to
 * the host. A failure (HTTP error, network, timeout) rejects, and is forgotten so that the
 * next open tries again.
 */
export function loadModal(url: string): Promise<ModalContent> {
  let loading = _loaded.get(url);
  if (!loading) {
    loading = fetch(url, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout?.(MODAL_TIMEOUT_MS),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      // Relative links resolve where the page really came from (after redirects).
      return readModalContent(await res.text(), res.url || new URL(url, location.href).href);
    });
    _loaded.set(url, loading);
    loading.catch(() => _loaded.delete(url));
  }
  return loading;
}
