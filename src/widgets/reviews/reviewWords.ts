import type { reviewsMessages } from '../../i18n/areas/reviewsMessages.ts';
import type { Catalogue } from '../../i18n/createCatalogue.ts';
import type { IdOf } from '../../i18n/messageIds.ts';

/**
 * How a rating, a count and a date read, one rule each for the two sides that write reviews'
 * markup: the demo's pages, rendered on the server (fixtures/server/site/reviewsView.ts), and the
 * widget, when a sort or a page arrives (reviewsMarkup.ts). Both write the same words.
 */
export type ReviewsCatalogue = Catalogue<IdOf<typeof reviewsMessages>>;

/** The stars a sighted reader sees ('★★★★☆' for 4.4, '★★★★★' for 4.6); hidden from screen readers. */
export function starsText(rating: number): string {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** A rating as the locale writes it: the average with one decimal ('4.6'), a review's own whole ('5'). */
export function ratingText(rating: number, locale: string, decimals = 1): string {
  try {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(rating);
  } catch {
    return rating.toFixed(decimals);
  }
}

/** What a screen reader hears for a rating: '4.6 out of 5 stars'. */
export function ratingLabel(rating: number, catalogue: ReviewsCatalogue, decimals = 1): string {
  return catalogue.t('reviews.rating', { rating: ratingText(rating, catalogue.locale, decimals) });
}

/** The day a review was written, in the locale's medium style ('Nov 24, 2026'), read in UTC on both sides. */
export function reviewDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

/** The sort's name in the visitor's words ('Highest rating'). */
export function sortLabel(sort: 'newest' | 'highest' | 'lowest', catalogue: ReviewsCatalogue): string {
  return catalogue.t(`reviews.sort.${sort}`);
}

/** Where a page of a sort lives, in the page's own address: ?reviews-sort=…&reviews-page=…#<section id>. */
export function pageHref(base: string, sort: string, page: number, anchor: string): string {
  const url = new URL(base);
  url.searchParams.set('reviews-sort', sort);
  url.searchParams.set('reviews-page', String(page));
  url.hash = anchor;
  return url.pathname + url.search + url.hash;
}
