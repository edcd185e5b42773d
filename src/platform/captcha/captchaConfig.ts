/** Where the real service's script lives; the loader tag's data-captcha-src points elsewhere. */
export const CAPTCHA_SRC = 'https://www.google.com/recaptcha/enterprise.js';

/** The loader tag's captcha attributes (README "Embedding the loader"), beside CONFIG_ATTRS. */
export const CAPTCHA_ATTRS = { siteKey: 'data-captcha-site-key', src: 'data-captcha-src' } as const;

/**
 * The captcha's settings from the loader tag: data-captcha-site-key (the page context's
 * website.captchaSettings.siteKey) and data-captcha-src (the provider's script; the fixture
 * server's stand-in in the demo). A value of the wrong shape is dropped with one warning.
 */
export function captchaConfig(raw: Readonly<Record<string, string | undefined>>): {
  siteKey: string | undefined;
  src: string;
} {
  const { captchaSiteKey: key, captchaSrc: src } = raw;
  const keyOk = key === undefined || /^[\w-]{1,200}$/.test(key);
  // A same-site path or an http(s) URL: never a javascript: or data: script.
  const srcOk = src === undefined || /^(\/(?!\/)|https?:\/\/)/.test(src);
  if (!keyOk)
    console.warn(`[vitrine] ignoring ${CAPTCHA_ATTRS.siteKey}="${key}" on the loader's <script> tag`);
  if (!srcOk) console.warn(`[vitrine] ignoring ${CAPTCHA_ATTRS.src}="${src}" on the loader's <script> tag`);
  return { siteKey: keyOk ? key || undefined : undefined, src: (srcOk && src) || CAPTCHA_SRC };
}
