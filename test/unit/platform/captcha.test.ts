import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaProvider, CaptchaRenderParams } from '../../../src/platform/captcha/captchaProvider.ts';
import {
  BADGE_Z_INDEX,
  BADGE_Z_INDEX_IN_LIGHTBOX,
  createCaptcha,
  RENDERED_ATTR,
} from '../../../src/platform/captcha/createCaptcha.ts';
import { loadCaptcha } from '../../../src/platform/captcha/loadCaptcha.ts';

/** A provider with the enterprise captcha's shape, recording what it is asked. */
function fakeProvider() {
  const solved = new Map<number, string>();
  let next = 0;
  const provider = {
    ready: vi.fn((cb: () => void) => cb()),
    render: vi.fn((container: HTMLElement, _params: CaptchaRenderParams) => {
      container.append(Object.assign(document.createElement('div'), { className: 'challenge' }));
      if (!document.querySelector('.grecaptcha-badge')) {
        document.body.append(Object.assign(document.createElement('div'), { className: 'grecaptcha-badge' }));
      }
      return ++next;
    }),
    execute: vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`),
    reset: vi.fn((id?: number) => void solved.delete(id ?? 1)),
    getResponse: vi.fn((id?: number) => solved.get(id ?? 1) ?? ''),
  } satisfies CaptchaProvider;
  return { provider, solve: (id: number, token: string) => solved.set(id, token) };
}

// The provider is loaded once per script URL and page: each test loads its own.
let _n = 0;
let SRC = '';
const nextSrc = () => (SRC = `/stand-ins/captcha/enterprise.js?test=${++_n}`);
const box = (width: number) => {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ width }) as DOMRect;
  document.body.append(el);
  return el;
};

describe('the captcha client (engine spec §4, §5, §8, §9)', () => {
  let fake: ReturnType<typeof fakeProvider>;
  beforeEach(() => {
    fake = fakeProvider();
    (window as unknown as { grecaptcha: unknown }).grecaptcha = { enterprise: fake.provider };
    nextSrc();
  });
  afterEach(() => {
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    document.body.replaceChildren();
  });

  it('renders once per container and flags it; compact below 320 px, normal from 320', async () => {
    const captcha = createCaptcha({ siteKey: 'k', src: SRC, action: 'FORM_BLOCK_SUBMISSION' });
    const narrow = box(319);
    await captcha.render(narrow);
    await captcha.render(narrow);
    expect(narrow.hasAttribute(RENDERED_ATTR)).toBe(true);
    expect(fake.provider.render).toHaveBeenCalledTimes(1);
    expect(fake.provider.render.mock.calls[0]![1]).toMatchObject({
      sitekey: 'k',
      size: 'compact',
      action: 'FORM_BLOCK_SUBMISSION',
    });
    await createCaptcha({ siteKey: 'k', src: SRC, action: 'FORM_BLOCK_SUBMISSION' }).render(box(320));
    expect(fake.provider.render.mock.calls[1]![1]).toMatchObject({ size: 'normal' });
  });

  it('raises the badge above the page (12000), above lightboxes inside one (100000001)', async () => {
    await createCaptcha({ siteKey: 'k', src: SRC, action: 'A' }).render(box(400));
    const badge = document.querySelector<HTMLElement>('.grecaptcha-badge')!;
    expect(badge.style.zIndex).toBe(String(BADGE_Z_INDEX));
    expect(BADGE_Z_INDEX).toBe(12000);
    await createCaptcha({ siteKey: 'k', src: SRC, action: 'A', inLightbox: true }).render(box(400));
    expect(badge.style.zIndex).toBe(String(BADGE_Z_INDEX_IN_LIGHTBOX));
    expect(BADGE_Z_INDEX_IN_LIGHTBOX).toBe(100000001);
  });

  it("the token: 'incomplete' until solved, then the solved one; reset clears it", async () => {
    const captcha = createCaptcha({ siteKey: 'k', src: SRC, action: 'A' });
    await expect(captcha.token()).rejects.toMatchObject({ reason: 'incomplete' });
    await captcha.render(box(400));
    await expect(captcha.token()).rejects.toMatchObject({ reason: 'incomplete' });
    fake.solve(1, 'solved-token');
    await expect(captcha.token()).resolves.toBe('solved-token');
    captcha.reset();
    expect(fake.provider.reset).toHaveBeenCalledWith(1);
    await expect(captcha.token()).rejects.toMatchObject({ reason: 'incomplete' });
  });

  it('a token per action without a challenge (execute)', async () => {
    const captcha = createCaptcha({ siteKey: 'k', src: SRC, action: 'PRODUCT_WAITLIST_SUBMISSION' });
    await expect(captcha.execute()).resolves.toBe('token-for-PRODUCT_WAITLIST_SUBMISSION');
    expect(fake.provider.execute).toHaveBeenCalledWith('k', { action: 'PRODUCT_WAITLIST_SUBMISSION' });
  });

  it('a missing site key rejects every call, saying so; nothing is rendered', async () => {
    const captcha = createCaptcha({ siteKey: undefined, src: SRC, action: 'A' });
    const container = box(400);
    await expect(captcha.render(container)).rejects.toMatchObject({ reason: 'no-site-key' });
    await expect(captcha.execute()).rejects.toThrow(/site key/);
    expect(container.hasAttribute(RENDERED_ATTR)).toBe(false);
    expect(fake.provider.render).not.toHaveBeenCalled();
  });

  it('destroy clears the challenge and its flag; every later call rejects as destroyed', async () => {
    const captcha = createCaptcha({ siteKey: 'k', src: SRC, action: 'A' });
    const container = box(400);
    await captcha.render(container);
    captcha.destroy();
    expect(container.hasAttribute(RENDERED_ATTR)).toBe(false);
    expect(container.children).toHaveLength(0);
    await expect(captcha.token()).rejects.toThrow('The captcha was destroyed: its document is gone.');
    await expect(captcha.execute()).rejects.toMatchObject({ reason: 'destroyed' });
  });

  it("a render that throws is logged, unflags the container, and reads as 'ReCaptcha has not been set up!'", async () => {
    fake.provider.render.mockImplementationOnce(() => {
      throw new Error('Invalid site key');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = box(400);
    await expect(createCaptcha({ siteKey: 'k', src: SRC, action: 'A' }).render(container)).rejects.toThrow(
      'ReCaptcha has not been set up!',
    );
    expect(container.hasAttribute(RENDERED_ATTR)).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('loading the provider', () => {
  afterEach(() => {
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it("adds its script once (render=explicit, an onload callback); a script that fails: 'ReCaptcha has not been set up!'", async () => {
    const src = '/captcha-a.js';
    const first = loadCaptcha(src);
    const again = loadCaptcha(src);
    expect(again).toBe(first);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]!.src);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('onload')).toMatch(/^__vitrineCaptcha\d+$/);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('ReCaptcha has not been set up!');
    // A later call tries again.
    expect(loadCaptcha(src)).not.toBe(first);
  });

  it('resolves with the provider its onload callback finds; without one, not set up', async () => {
    const good = loadCaptcha('/captcha-b.js');
    const callback = new URL(document.head.querySelector('script')!.src).searchParams.get('onload')!;
    const { provider } = fakeProvider();
    (window as unknown as { grecaptcha: unknown }).grecaptcha = { enterprise: provider };
    (window as unknown as Record<string, () => void>)[callback]!();
    await expect(good).resolves.toBe(provider);

    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    const bad = loadCaptcha('/captcha-c.js');
    const scripts = document.head.querySelectorAll('script');
    const name = new URL(scripts[scripts.length - 1]!.src).searchParams.get('onload')!;
    (window as unknown as Record<string, () => void>)[name]!();
    await expect(bad).rejects.toThrow('ReCaptcha has not been set up!');
  });
});
