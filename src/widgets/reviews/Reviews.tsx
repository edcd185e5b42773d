import { useEffect } from 'react';
import { injectStyles } from '../../ui/injectStyles.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import css from './reviews.css?inline';
import { hydrateReviews } from './hydrateReviews.ts';
import type { ReviewsProps } from './index.ts';

/**
 * Draws nothing of its own: the server's reviews stay where they stand. A section of reviews
 * sorts and pages in place (hydrateReviews.ts); a review form (the reviews-request page) loads
 * what posting takes, its own chunk (writeReview.ts), so a product page never downloads it.
 */
export function Reviews({ element, runtime, props }: WidgetProps<ReviewsProps>) {
  useEffect(() => {
    // Under the theme's own rules (@layer vitrine): the stars, the busy list, the failures.
    injectStyles('reviews', css);
    if (element.localName !== 'form') return hydrateReviews(element as HTMLElement, runtime, props.productId);
    let stop: (() => void) | undefined;
    let gone = false;
    import('./writeReview.ts')
      .then(({ hydrateReviewForm }) => {
        if (!gone) stop = hydrateReviewForm(element as HTMLFormElement, runtime, props);
      })
      .catch((failure: unknown) => runtime.handleError(failure, 'reviews', element));
    return () => {
      gone = true;
      stop?.();
    };
  }, [element, runtime, props]);
  return null;
}
