import { captchaMessages } from '../../i18n/areas/captchaMessages.ts';

/**
 * The enterprise captcha's browser interface (window.grecaptcha.enterprise), the one shape every
 * provider we load must have: the real service's script, or the fixture server's stand-in.
 */
export interface CaptchaRenderParams {
  sitekey: string;
  size: 'normal' | 'compact' | 'invisible';
  theme?: 'light' | 'dark';
  action?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

export interface CaptchaProvider {
  ready(callback: () => void): void;
  /** Draws the challenge in `container`; returns its widget id. */
  render(container: HTMLElement, params: CaptchaRenderParams): number;
  /** A token for one action, without a visible challenge. */
  execute(siteKey: string, options: { action: string }): Promise<string>;
  reset(widgetId?: number): void;
  /** The token of a solved challenge; '' until it is solved (or after it expired). */
  getResponse(widgetId?: number): string;
}

/** Why a captcha call failed; the caller words it for the visitor (or logs it). */
export type CaptchaFailure = 'no-site-key' | 'not-set-up' | 'incomplete' | 'destroyed';

/** Developer-facing: these name the fault for the console, never for a visitor. */
const _MESSAGES: Record<CaptchaFailure, string> = {
  'no-site-key': captchaMessages['captcha.noSiteKey'],
  'not-set-up': captchaMessages['captcha.notSetUp'],
  incomplete: captchaMessages['captcha.incomplete'],
  destroyed: captchaMessages['captcha.destroyed'],
};

export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  constructor(readonly reason: CaptchaFailure) {
    super(_MESSAGES[reason]);
  }
}
