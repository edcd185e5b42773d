import * as z from 'zod/mini';
import { defineRoute, onServer } from '../route.ts';

/**
 * Fixed by the spec, with the restock sign-up payload (storefront spec, section 3) plus
 * `language` when a translation tool is present. The email is checked by the handler, not
 * the schema, so a bad one gets the spec's own words ('Email cannot be blank', 'Email is invalid').
 * The spec shows only what a failure carries (its message): any 2xx is success (ours answers 204).
 */
export const restockSignUp = defineRoute({
  name: 'restockSignUp',
  method: 'POST',
  path: '/api/site-users/account/notifications/restock',
  encoding: 'json',
  body: onServer
    ? z.strictObject({
        isJoinMailingList: z.boolean(),
        productId: z.string().check(z.minLength(1), z.maxLength(64)),
        /** the variant id the engine's restock markup carries (a number in the demo catalogue) */
        variantId: z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int())]),
        siteVisitorEmail: z.string().check(z.maxLength(1000)),
        /**
         * May be '': a site without a captcha key has no token to send. Whether one is needed
         * is the handler's call (it knows the site's key), so the schema only bounds it.
         */
        recaptchaEnterpriseV3Token: z.string().check(z.maxLength(4096)),
        language: z.optional(z.string().check(z.maxLength(35))),
      })
    : undefined,
  response: z.undefined(),
  answer: 'any',
  crumb: 'header',
  faults: ['429', '500', 'crumb', 'slow'],
});
