import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from '../../../src/ui/injectStyles.ts';

const ours = () => [...document.head.querySelectorAll('style[data-vitrine-style]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('a widget stylesheet', () => {
  it('goes at the end of <head>, after the theme (a sheet before it relays the whole page out), inside the vitrine layer', () => {
    document.head.innerHTML = '<meta charset="utf-8"><link rel="stylesheet" href="/theme.css">';
    injectStyles('cart-pill', '.vitrine-cart-pill{color:red}');

    const style = document.head.lastElementChild as HTMLStyleElement;
    expect(style.getAttribute('data-vitrine-style')).toBe('cart-pill');
    expect(style.textContent).toBe('@layer vitrine{.vitrine-cart-pill{color:red}}');
  });

  it('is added once however many widgets ask', () => {
    injectStyles('dialog', 'a{}');
    const again = injectStyles('dialog', 'a{}');
    expect(ours()).toHaveLength(1);
    expect(again).toBe(ours()[0]);
  });

  it('keeps our sheets in the order asked, so a widget follows base.css', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/theme.css">';
    injectStyles('base', '');
    injectStyles('dialog', '');
    injectStyles('popover', '');
    expect([...document.head.children].map((e) => e.getAttribute('data-vitrine-style') ?? 'theme')).toEqual([
      'theme',
      'base',
      'dialog',
      'popover',
    ]);
  });

  it("carries the loader tag's nonce for a strict Content-Security-Policy", () => {
    expect(injectStyles('base', '', 'r4nd0m')!.getAttribute('nonce')).toBe('r4nd0m');
    expect(injectStyles('popover', '')!.hasAttribute('nonce')).toBe(false);
  });
});

describe('base.css', () => {
  // Read from disk: Vitest hands `?inline` CSS imports over as empty strings.
  const sheet = (name: string) => readFileSync(join(process.cwd(), 'src/ui', name), 'utf8');
  const css = sheet('base.css');

  it('documents every theme hook it uses', () => {
    const header = css.slice(0, css.indexOf('*/'));
    const sheets = ['base.css', 'dialog.css', 'popover.css'].map(sheet);
    const used = new Set(
      sheets
        .join('\n')
        .match(/var\(--vitrine-[a-z-]+/g)!
        .map((v) => v.slice(4)),
    );
    for (const hook of used) expect(header).toContain(hook);
  });

  it('turns motion off for shoppers who asked for less', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*animation: none[^@]*transition: none/);
  });
});

describe('under a nonce-only style CSP', () => {
  it("takes the loader tag's nonce when none is given", () => {
    const loader = document.createElement('script');
    loader.src = 'https://cdn.example.com/vitrine/loader.js';
    loader.nonce = 'r4nd0m';
    document.head.append(loader);
    const style = injectStyles('nonce-story', '.x{color:red}');
    expect(style?.getAttribute('nonce')).toBe('r4nd0m');
    loader.remove();
    style?.remove();
  });
});
