import type { Size } from './anchoredPosition.ts';

/**
 * The layout viewport without scrollbars: innerWidth counts a classic vertical scrollbar,
 * and a box placed against that edge would sit under it and widen the page.
 */
export function viewportSize(doc: Document = document): Size {
  const html = doc.documentElement;
  const view = doc.defaultView;
  return {
    width: html.clientWidth || view?.innerWidth || 0,
    height: html.clientHeight || view?.innerHeight || 0,
  };
}
