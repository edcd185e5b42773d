import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import { AddToCart } from './AddToCart.tsx';
import { ADD_TO_CART_ATTRIBUTES, addToCartProps } from './addToCartProps.ts';
import css from './addToCart.css?inline';

export const { mount, unmount } = defineWidget({
  name: 'add-to-cart',
  props: addToCartProps,
  attributes: ADD_TO_CART_ATTRIBUTES,
  view: AddToCart,
  shouldMount: () => {
    injectStyles('add-to-cart', css);
    return true;
  },
});
