// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaTokenRepository } from '../../../fixtures/server/state/captchaTokenRepository.ts';
import { type RunningServer, startServer } from './startServer.ts';

interface Enterprise {
  ready(cb: () => void): void;
  render(container: object | string, params: Record<string, unknown>): number;
  execute(siteKey: string | number, options?: { action: string }): Promise<string>;
  reset(id?: number): void;
  getResponse(id?: number): string;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let window: Window;
afterEach(async () => {
  await window.happyDOM.close();
});

/**
 * A page running the stand-in, as served. Inline: happy-dom fetches a script src synchronously,
 * which would deadlock against a server in this same process. Without a src the script finds
 * its token call from the page's own origin.
 */
async function loadStandIn(): Promise<Enterprise> {
  const source = await (await fetch(`${server.base}/stand-ins/captcha/enterprise.js`)).text();
  window = new Window({
    url: `${server.base}/`,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  const document = window.document;
  document.body.innerHTML = '<main><div id="box"></div><div id="other"></div></main>';
  const script = document.createElement('script');
  script.textContent = source;
  document.body.appendChild(script);
  return (window as unknown as { grecaptcha: { enterprise: Enterprise } }).grecaptcha.enterprise;
}

const checkTokens = () => new CaptchaTokenRepository(server.db, 'vitrine-demo-captcha');

describe('the stand-in in a page', () => {
  it('draws a keyboard-operable checkbox that fetches a token and hands it to the callback', async () => {
    const captcha = await loadStandIn();
    const box = window.document.getElementById('box')!;
    const tokens: string[] = [];
    const id = captcha.render(box, {
      sitekey: 'vitrine-demo-captcha',
      theme: 'dark',
      callback: (token: string) => tokens.push(token),
    });
    expect(id).toBe(0);
    const checkbox = box.querySelector('button[role="checkbox"]')!;
    expect(checkbox.textContent).toBe("I'm not a robot");
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    expect((box.firstElementChild as unknown as HTMLElement).style.width).toBe('304px');
    expect(captcha.getResponse(id)).toBe('');
    expect(window.document.querySelectorAll('.grecaptcha-badge')).toHaveLength(1);
    expect(window.document.querySelector('.grecaptcha-badge')!.textContent).toBe(
      'protected by reCAPTCHA (stand-in)',
    );

    (checkbox as unknown as HTMLElement).click();
    await until(() => tokens.length === 1);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(captcha.getResponse(id)).toBe(tokens[0]);
    expect(checkTokens().consume(tokens[0], 'FORM_BLOCK_SUBMISSION')).toBe(true);

    captcha.reset(id);
    expect(captcha.getResponse(id)).toBe('');
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
  });

  it('expires a solved challenge after 120 s: empty response, unchecked box, expired-callback', async () => {
    const captcha = await loadStandIn();
    // The page's timers, as the script sees them: the 120 s one is kept to be run by hand.
    const timers: Array<{ run: () => void; ms: number }> = [];
    const realSetTimeout = window.setTimeout.bind(window);
    Object.assign(window, {
      setTimeout: (run: () => void, ms: number) =>
        ms >= 1000 ? timers.push({ run, ms }) : realSetTimeout(run, ms),
    });
    const box = window.document.getElementById('box')!;
    let expired = 0;
    const id = captcha.render(box, { sitekey: 'vitrine-demo-captcha', 'expired-callback': () => expired++ });
    const token = await captcha.execute(id);
    expect(captcha.getResponse(id)).toBe(token);
    expect(timers.map((t) => t.ms)).toEqual([120_000]);
    timers[0]!.run();
    expect(captcha.getResponse(id)).toBe('');
    expect(box.querySelector('[role="checkbox"]')!.getAttribute('aria-checked')).toBe('false');
    expect(expired).toBe(1);
  });

  it('runs ready callbacks', async () => {
    const captcha = await loadStandIn();
    await new Promise<void>((resolve) => captcha.ready(resolve));
  });

  it('refuses a second render into the same element, a missing or unknown key', async () => {
    const captcha = await loadStandIn();
    captcha.render('box', { sitekey: 'vitrine-demo-captcha', size: 'compact' });
    expect(() => captcha.render('box', { sitekey: 'vitrine-demo-captcha' })).toThrow(
      'reCAPTCHA has already been rendered in this element',
    );
    expect(() => captcha.render('other', {})).toThrow('Missing required parameters: sitekey');
    expect(() => captcha.render('other', { sitekey: 'nope' })).toThrow(/nope/);
    expect(() => captcha.getResponse(7)).toThrow('Invalid reCAPTCHA client id: 7');
    expect(window.document.querySelectorAll('.grecaptcha-badge')).toHaveLength(1);
  });

  it('executes an action into a token bound to it, and rejects an unknown key', async () => {
    const captcha = await loadStandIn();
    const token = await captcha.execute('vitrine-demo-captcha', { action: 'PRODUCT_WAITLIST_SUBMISSION' });
    expect(window.document.querySelectorAll('.grecaptcha-badge')).toHaveLength(1);
    expect(checkTokens().consume(token, 'PRODUCT_WAITLIST_SUBMISSION')).toBe(true);
    await expect(captcha.execute('nope', { action: 'FORM_BLOCK_SUBMISSION' })).rejects.toThrow(/nope/);
  });

  it('draws nothing for an invisible widget, which executes by its id', async () => {
    const captcha = await loadStandIn();
    const id = captcha.render('box', {
      sitekey: 'vitrine-demo-captcha',
      size: 'invisible',
      action: 'NEWSLETTER_BLOCK_SUBMISSION',
    });
    expect(window.document.getElementById('box')!.children).toHaveLength(0);
    const token = await captcha.execute(id);
    expect(captcha.getResponse(id)).toBe(token);
    expect(checkTokens().consume(token, 'NEWSLETTER_BLOCK_SUBMISSION')).toBe(true);
  });
});

async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}
