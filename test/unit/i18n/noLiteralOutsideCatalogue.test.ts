// @vitest-environment node
/**
 * No user-facing literal lives outside the catalogue. The browser source is src/ without
 * src/engine (it runs on the server and renders the template's own data and labels), without
 * src/i18n (the catalogue itself) and without type declarations. The rule of what is
 * user-facing is userFacingLiterals.ts's; a file breaking it is listed as path:line: text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userFacingLiterals } from './userFacingLiterals.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
const src = join(repo, 'src');
const OUTSIDE = ['src/engine/', 'src/i18n/'];

function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(repo, path).replaceAll('\\', '/');
    if (entry.isDirectory()) return OUTSIDE.some((o) => `${rel}/`.startsWith(o)) ? [] : browserSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const scan = (name: string, source: string) => userFacingLiterals(name, source).map((o) => o.text);

describe('the rule for a user-facing literal', () => {
  it('finds words in JSX text, user-facing attributes and props, and their defaults', () => {
    expect(scan('a.tsx', '<button aria-label="Close cart">×</button>')).toEqual(['"Close cart"']);
    expect(scan('a.tsx', '<p>Sold out</p>')).toEqual(['Sold out']);
    expect(scan('a.tsx', "<Dialog title={busy ? 'Saving' : t('x')} okLabel='OK' />")).toEqual([
      "'Saving'",
      "'OK'",
    ]);
    expect(scan('a.tsx', "function A({ closeLabel = 'Close', id = 'main' }) {}")).toEqual(["'Close'"]);
    expect(scan('a.tsx', "<img alt={name || 'Product image'} class='vitrine-img' />")).toEqual([
      "'Product image'",
    ]);
  });

  it('finds words shown or spoken through the DOM, the announcer, alerts and ApiError', () => {
    expect(scan('a.ts', "el.textContent = count + ' items';")).toEqual(["' items'"]);
    expect(scan('a.ts', "button.setAttribute('aria-label', `Remove ${title}`);")).toEqual([
      '`Remove ${title}`',
    ]);
    expect(scan('a.ts', "announce('Added to cart');")).toEqual(["'Added to cart'"]);
    expect(scan('a.ts', "showAlert({ title: 'Unable to Add Item', message: error.message });")).toEqual([
      "'Unable to Add Item'",
    ]);
    expect(scan('a.ts', "throw new ApiError('http', `Request failed (${status}).`, status);")).toEqual([
      '`Request failed (${status}).`',
    ]);
  });

  it('leaves catalogue reads, symbols, ids, developer messages and markup names alone', () => {
    const clean = `
      el.textContent = catalogue.t('cartPill.cart');
      el.textContent = count > 100 ? '100+' : String(count);
      el.setAttribute('data-state', 'busy');
      el.className = 'vitrine-pill';
      console.warn('Vitrine: bad data-vitrine-load on', el);
      throw new TypeError('Missing path parameter');
      const [a] = ['x'];
      ctx.issues.push({ code: 'custom', message: 'not valid JSON', input: v });
      const { code, message = 'Invalid input' } = issue;
      const attributes = { originalLabel: 'data-original-label' };
      style.textContent = \`@layer vitrine{\${css}}\`;
      <span aria-hidden="true">{'×'}</span>;
    `;
    expect(scan('a.tsx', clean)).toEqual([]);
  });
});

describe('the browser source', () => {
  it('keeps every user-facing word in the catalogue', () => {
    const files = browserSources(src);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => {
      const rel = relative(repo, file).replaceAll('\\', '/');
      return userFacingLiterals(file, readFileSync(file, 'utf8')).map((o) => `${rel}:${o.line}: ${o.text}`);
    });
    expect(offenders).toEqual([]);
  });
});
