import { request } from '../../api/request.ts';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort, reviewsList } from '../../api/routes/reviews.ts';
import { reviewsMessages } from '../../i18n/areas/reviewsMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import { reviewItem, reviewsPager } from './reviewsMarkup.ts';
import { pageHref, sortLabel } from './reviewWords.ts';

const _isSort = (value: unknown): value is ReviewSort => (REVIEW_SORTS as readonly unknown[]).includes(value);

/**
 * The server's reviews section, made to sort and page in place (docs/theme-authors/reviews.md):
 * the sort select applies at once (its Sort button, for pages without script, is hidden); the
 * pager's links load their page. Each answer replaces the list and the pager, is announced
 * ('Reviews 6 to 10 of 12, Newest'), and is kept in the address (?reviews-sort=&reviews-page=).
 * A failure says so above the list and leaves the reviews shown. Returns the stop.
 */
export function hydrateReviews(section: HTMLElement, runtime: VitrineRuntime, productId: string): () => void {
  const list = section.querySelector<HTMLElement>('.product-reviews-list');
  if (!list) return () => undefined;
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, reviewsMessages);
  const select = section.querySelector<HTMLSelectElement>('select[name="reviews-sort"]');
  const sortButton = select?.form?.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  // Hidden whatever the theme's display for buttons: the select applies at once.
  if (sortButton) {
    sortButton.hidden = true;
    sortButton.style.display = 'none';
  }
  const anchor = section.id || 'reviews';
  // Focus may land on the list after a page arrives (a keyboard user starts at its first review).
  if (!list.hasAttribute('tabindex')) list.tabIndex = -1;
  let sort: ReviewSort = _isSort(select?.value) ? select.value : 'newest';
  let pending: AbortController | undefined;

  const showError = (message: string) => {
    let error = section.querySelector<HTMLElement>('.product-reviews-error');
    if (!error && !message) return;
    if (!error) {
      error = document.createElement('p');
      error.className = 'product-reviews-error';
      error.setAttribute('role', 'alert');
      list.before(error);
    }
    error.textContent = message;
  };

  const load = async (nextSort: ReviewSort, page: number, focusList: boolean) => {
    pending?.abort();
    const mine = (pending = new AbortController());
    section.setAttribute('aria-busy', 'true');
    try {
      const answer = await request(reviewsList, {
        base: config.apiBase,
        params: { itemId: productId },
        query: { sort: nextSort, page },
        signal: mine.signal,
      });
      sort = answer.sort;
      if (select) select.value = sort;
      list.replaceChildren(...answer.reviews.map((review) => reviewItem(review, catalogue)));
      const pager = reviewsPager(answer, anchor, catalogue);
      const old = section.querySelector('.product-reviews-pages');
      if (old) old.replaceWith(pager);
      else list.after(pager);
      showError('');
      const first = (answer.page - 1) * REVIEWS_PAGE_SIZE + 1;
      announce(
        catalogue.t('reviews.showing', {
          first: String(Math.min(first, answer.total)),
          last: String(Math.min(first + answer.reviews.length - 1, answer.total)),
          total: String(answer.total),
          sort: sortLabel(sort, catalogue),
        }),
      );
      try {
        const url = new URL(pageHref(location.href, sort, answer.page, anchor), location.href);
        history.replaceState(history.state, '', url);
      } catch {
        // An address the page may not rewrite (a sandboxed frame): the reviews are shown all the same.
      }
      if (focusList) list.focus();
    } catch (failure) {
      if (mine.signal.aborted) return;
      showError(catalogue.t('reviews.loadFailed'));
      if (select) select.value = sort;
      if (!(failure instanceof Error && failure.name === 'ApiError'))
        runtime.handleError(failure, 'reviews', section);
    } finally {
      if (pending === mine) section.removeAttribute('aria-busy');
    }
  };

  const onChange = () => {
    if (select && _isSort(select.value)) void load(select.value, 1, false);
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[data-reviews-page]');
    if (
      !link ||
      !section.contains(link) ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const page = Number(link.getAttribute('data-reviews-page'));
    if (!Number.isInteger(page) || page < 1) return;
    event.preventDefault();
    void load(sort, page, true);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    onChange();
  };
  select?.addEventListener('change', onChange);
  select?.form?.addEventListener('submit', onSubmit);
  section.addEventListener('click', onClick);
  return () => {
    pending?.abort();
    select?.removeEventListener('change', onChange);
    select?.form?.removeEventListener('submit', onSubmit);
    section.removeEventListener('click', onClick);
  };
}
