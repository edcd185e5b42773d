import { request } from './request.ts';
import { restockSignUp } from './routes/restock.ts';

export interface RestockSignUp {
  isJoinMailingList: boolean;
  productId: string;
  variantId: string | number;
  siteVisitorEmail: string;
  recaptchaEnterpriseV3Token: string;
  language?: string;
}

/** Resolves on success (204); a refusal's message is the server's ('Email is invalid' …). */
export function signUpForRestock(body: RestockSignUp, base?: string): Promise<undefined> {
  return request(restockSignUp, { base, body });
}
