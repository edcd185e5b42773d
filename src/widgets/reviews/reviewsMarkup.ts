import type { Review, ReviewPage } from '../../api/routes/reviews.ts';
import { pageHref, ratingLabel, reviewDate, type ReviewsCatalogue, starsText } from './reviewWords.ts';

/**
 * The reviews' markup as the widget writes it when a sort or a page arrives: the same elements,
 * classes and words as the server's (fixtures/site/partials/reviews.html; the contract is
 * docs/theme-authors/reviews.md). Every text is set as text: nothing the server or a reviewer
 * wrote is ever read as HTML.
 */
function _el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/**
 * `<span class="product-rating" role="img" aria-label="5 out of 5 stars" data-stars="★★★★★">`: the
 * stars are drawn from data-stars by the stylesheet (reviews.css), the label is what is read.
 */
export function ratingStars(rating: number, catalogue: ReviewsCatalogue, decimals = 1): HTMLElement {
  const stars = _el('span', 'product-rating');
  stars.setAttribute('role', 'img');
  stars.setAttribute('aria-label', ratingLabel(rating, catalogue, decimals));
  stars.setAttribute('data-stars', starsText(rating));
  return stars;
}

/** One review: its rating, title, text, author, date and, for a buyer's, the verified mark. */
export function reviewItem(review: Review, catalogue: ReviewsCatalogue): HTMLLIElement {
  const time = _el('time', 'product-review-date', reviewDate(review.created, catalogue.locale));
  time.dateTime = review.created;
  const byline = _el(
    'p',
    'product-review-byline',
    _el('span', 'product-review-author', review.author),
    ' · ',
    time,
  );
  if (review.verified)
    byline.append(' ', _el('span', 'product-review-verified', catalogue.t('reviews.verified')));
  return _el(
    'li',
    'product-review',
    ratingStars(review.rating, catalogue, 0),
    _el('h3', 'product-review-title', review.title),
    _el('p', 'product-review-text', review.text),
    byline,
  );
}

/** The pager: Previous and Next as links to the page's own address (they work without script too). */
export function reviewsPager(answer: ReviewPage, anchor: string, catalogue: ReviewsCatalogue): HTMLElement {
  const nav = _el('nav', 'product-reviews-pages');
  nav.setAttribute('aria-label', catalogue.t('reviews.pages'));
  const link = (page: number, rel: 'prev' | 'next', text: string) => {
    const a = _el('a', `product-reviews-${rel}`, text);
    a.href = pageHref(location.href, answer.sort, page, anchor);
    a.rel = rel;
    a.setAttribute('data-reviews-page', String(page));
    return a;
  };
  if (answer.page > 1) nav.append(link(answer.page - 1, 'prev', catalogue.t('reviews.previous')), ' ');
  const at = _el(
    'span',
    'product-reviews-page',
    catalogue.t('reviews.pageOf', { page: String(answer.page), pageCount: String(answer.pageCount) }),
  );
  nav.append(at);
  if (answer.page < answer.pageCount)
    nav.append(' ', link(answer.page + 1, 'next', catalogue.t('reviews.next')));
  nav.hidden = answer.pageCount <= 1;
  return nav;
}
