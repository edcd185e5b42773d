import { CaptchaError, type CaptchaProvider } from './captchaProvider.ts';
import { loadCaptcha } from './loadCaptcha.ts';

/** Engine spec §9: the provider's badge sits above the page, and above our lightboxes inside one. */
export const BADGE_Z_INDEX = 12_000;
export const BADGE_Z_INDEX_IN_LIGHTBOX = 100_000_001;
/** Engine spec §5: the challenge is compact in a container narrower than this. */
export const COMPACT_BELOW_PX = 320;
/** The flag a rendered container carries (engine spec §4: rendered once and flagged). */
export const RENDERED_ATTR = 'data-captcha-rendered';

export interface CaptchaOptions {
  /** the site's key (page context website.captchaSettings.siteKey); missing rejects every call */
  siteKey: string | undefined;
  /** the provider's script */
  src: string;
  /** the action the token is for (CaptchaAction) */
  action: string;
  /** the captcha sits in a lightbox: its badge goes above the lightbox */
  inLightbox?: boolean;
}

export interface Captcha {
  /** Draws the challenge in `container`, once: a second call on the same container does nothing. */
  render(container: HTMLElement): Promise<void>;
  /** The solved challenge's token; rejects with reason 'incomplete' until it is solved. */
  token(): Promise<string>;
  /** A token for the action without a visible challenge (the restock form's). */
  execute(): Promise<string>;
  /** Clears the challenge, so the next submission needs a new token (tokens are single-use). */
  reset(): void;
  /** Clears and forgets the challenge; later calls reject with reason 'destroyed'. */
  destroy(): void;
}

function _raiseBadge(inLightbox: boolean | undefined) {
  for (const badge of document.querySelectorAll<HTMLElement>('.grecaptcha-badge')) {
    badge.style.zIndex = String(inLightbox ? BADGE_Z_INDEX_IN_LIGHTBOX : BADGE_Z_INDEX);
  }
}

/** One captcha for one form: the provider's interface behind the rules of engine spec §4, §5, §8. */
export function createCaptcha(options: CaptchaOptions): Captcha {
  let widgetId: number | undefined;
  let container: HTMLElement | undefined;
  let destroyed = false;

  const provider = async (): Promise<CaptchaProvider> => {
    if (destroyed || !document.documentElement.isConnected) throw new CaptchaError('destroyed');
    if (!options.siteKey) throw new CaptchaError('no-site-key');
    const loaded = await loadCaptcha(options.src);
    if (destroyed) throw new CaptchaError('destroyed');
    return loaded;
  };

  return {
    async render(target) {
      if (target.hasAttribute(RENDERED_ATTR)) return;
      const captcha = await provider();
      if (target.hasAttribute(RENDERED_ATTR)) return;
      target.setAttribute(RENDERED_ATTR, '');
      container = target;
      try {
        widgetId = captcha.render(target, {
          sitekey: options.siteKey!,
          action: options.action,
          size: target.getBoundingClientRect().width < COMPACT_BELOW_PX ? 'compact' : 'normal',
        });
      } catch (error) {
        target.removeAttribute(RENDERED_ATTR);
        // Engine spec §8: a render failure is logged; the form's submit then asks for the captcha.
        console.error('[vitrine] captcha render failed', error);
        throw new CaptchaError('not-set-up');
      }
      _raiseBadge(options.inLightbox);
    },
    async token() {
      const captcha = await provider();
      const token = widgetId === undefined ? '' : captcha.getResponse(widgetId);
      if (!token) throw new CaptchaError('incomplete');
      return token;
    },
    async execute() {
      const captcha = await provider();
      const token = await captcha.execute(options.siteKey!, { action: options.action });
      _raiseBadge(options.inLightbox);
      return token;
    },
    reset() {
      if (destroyed || widgetId === undefined) return;
      try {
        (window as { grecaptcha?: { enterprise?: CaptchaProvider } }).grecaptcha?.enterprise?.reset(widgetId);
      } catch (error) {
        console.error('[vitrine] captcha reset failed', error);
      }
    },
    destroy() {
      this.reset();
      destroyed = true;
      if (container) {
        container.removeAttribute(RENDERED_ATTR);
        container.replaceChildren();
      }
      widgetId = undefined;
      container = undefined;
    },
  };
}
