import { CaptchaError, type CaptchaProvider } from './captchaProvider.ts';

/** How long the script may take to arrive and call back before the captcha counts as not set up. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

const _loading = new Map<string, Promise<CaptchaProvider>>();
let _seq = 0;

function _provider(): CaptchaProvider | undefined {
  const enterprise = (window as { grecaptcha?: { enterprise?: CaptchaProvider } }).grecaptcha?.enterprise;
  return typeof enterprise?.render === 'function' && typeof enterprise.execute === 'function'
    ? enterprise
    : undefined;
}

/**
 * The provider behind `src`, its script added once per page (render=explicit: we place each
 * challenge ourselves). Rejects with 'ReCaptcha has not been set up!' when the script fails to
 * load, does not call back in time, or leaves no provider behind; a later call tries again.
 */
export function loadCaptcha(src: string): Promise<CaptchaProvider> {
  const existing = _loading.get(src);
  if (existing) return existing;
  const loading = new Promise<CaptchaProvider>((resolve, reject) => {
    const ready = _provider();
    if (ready) return ready.ready(() => resolve(ready));
    const callback = `__vitrineCaptcha${++_seq}`;
    const script = document.createElement('script');
    const url = new URL(src, document.baseURI);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', callback);
    const fail = () => {
      cleanup();
      reject(new CaptchaError('not-set-up'));
    };
    const timer = setTimeout(fail, CAPTCHA_LOAD_TIMEOUT_MS);
    const cleanup = () => {
      clearTimeout(timer);
      delete (window as unknown as Record<string, unknown>)[callback];
    };
    (window as unknown as Record<string, unknown>)[callback] = () => {
      cleanup();
      const provider = _provider();
      if (provider) resolve(provider);
      else reject(new CaptchaError('not-set-up'));
    };
    script.async = true;
    script.src = url.href;
    script.onerror = fail;
    document.head.append(script);
  });
  _loading.set(src, loading);
  loading.catch(() => _loading.delete(src));
  return loading;
}
