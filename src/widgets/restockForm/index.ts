import { defineWidget } from '../defineWidget.tsx';
import { RestockForm } from './RestockForm.tsx';
import { restockFormProps } from './restockFormProps.ts';

/** The "email me when it is back" form on sold-out product pages, hydrated where it stands. */
export const { mount, unmount } = defineWidget({
  name: 'restock-form',
  props: restockFormProps,
  attributes: { productId: 'data-product-id', variantId: 'data-variant-id' },
  view: RestockForm,
  inPlace: true,
});
