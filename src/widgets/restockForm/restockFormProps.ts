import * as z from 'zod/mini';
import { requiredTextProp } from '../../runtime/props.ts';

/** What `product-restock-notification` writes on each form: the product and the variant it waits for. */
export const restockFormProps = z.object({
  productId: requiredTextProp,
  variantId: requiredTextProp,
});
export type RestockFormProps = z.infer<typeof restockFormProps>;
