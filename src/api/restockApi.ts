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

/** Resolves on any 2xx, whatever its body; a refusal's message is the server's ('Email is invalid' …). */
export async function signUpForRestock(body: RestockSignUp, base?: string): Promise<void> {
  await request(restockSignUp, { base, body });
}
