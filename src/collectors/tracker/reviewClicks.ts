import type { TrackerSchema } from './trackerEvent.ts';

/**
 * Reports each press (a click, or Enter on it) of the theme's reviews tab (`.product-reviews-tab`)
 * or of the reviews anchor link near the price (`.product-reviews-link`, '★ 4.6 · 12 reviews') to
 * `track`, as the spec's 'reviews tab click' and 'reviews anchor link click' (engine spec §3;
 * docs/theme-authors/reviews.md), by one listener on the document. The tracker starts only after
 * consent, so nothing is reported before, and a product page carries none of this code until then
 * (the reviews widget, which loads only near its section, does not). Returns the stop.
 */
export function watchReviewClicks(track: (schema: TrackerSchema) => void): () => void {
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('.product-reviews-tab')) track('reviews_tab_click');
    else if (target?.closest?.('.product-reviews-link')) track('reviews_anchor_link_click');
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
