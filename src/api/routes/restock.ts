import * as z from 'zod/mini';
import { sending, serverRoute } from '../route.ts';
import * as wire from '../wire/restock.ts';

/**
 * The restock sign-up payload (storefront spec, section 3) plus `language` when a translation tool
 * is present. The email is checked by the handler, not the schema, so a bad one gets the spec's own
 * words ('Email cannot be blank', 'Email is invalid').
 */
const _signUpBody = () =>
  z.strictObject({
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
  });

export const restockSignUp = sending<z.input<ReturnType<typeof _signUpBody>>>()({
  ...wire.restockSignUp,
  response: z.undefined(),
});

/** This call as the server takes it (src/api/routes.ts). */
export const restockOnServer = () => ({
  restockSignUp: serverRoute(restockSignUp, {
    body: _signUpBody(),
    faults: ['429', '500', 'crumb', 'slow'],
  }),
});
