import { defineWidget } from '../defineWidget.tsx';
import { chosenBefore, GiftCard } from './GiftCard.tsx';
import { giftCardProps } from './giftCardProps.ts';

/** `data-vitrine="gift-card"`: a gift card for sale anywhere on a site. */
export const { mount, unmount } = defineWidget({
  name: 'gift-card',
  props: giftCardProps,
  view: GiftCard,
  shouldMount: (element) => {
    // A shopper quick enough to pick an amount in the server's markup keeps that choice.
    const checked = element.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked) chosenBefore.set(element, checked.value);
    return true;
  },
});
