import { createReadStream, existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { DEMO_CAPTCHA_SITE_KEY } from '../../fixtures/server/state/captchaTokenRepository.ts';
import type { RegistryEntry } from '../../src/runtime/types.ts';

/**
 * The snippets of the documentation (docs/theme-authors/README.md, "Snippets"): every ```html
 * fenced block of a page under docs/ (the copied specification in docs/spec/ aside) is a page
 * fragment the e2e test hydrates against the fixture server. A block shown only for its shape
 * is fenced with another info string (```html-fragment).
 */

/** The demo API and CDN hosts a snippet may name; the test points them at the fixture server. */
export const EXAMPLE_API_BASE = 'https://api.example.com';
export const LOADER_TAG = /<script\b[^>]*\bsrc\s*=\s*(["'])[^"']*\/loader\.js\1[^>]*>/i;

/** The captcha stand-in's script on the fixture server (docs/integrators/fixture-server.md, "Captcha stand-in"). */
export const CAPTCHA_STAND_IN = '/stand-ins/captcha/enterprise.js';

export interface DocSnippet {
  /** the page, relative to the repository (docs/theme-authors/cart-pill.md) */
  file: string;
  /** the line of the opening fence, 1-based */
  line: number;
  /** the block's text, its fence's indentation removed */
  html: string;
}

/** Every Markdown page under `docsDir`, docs/spec/ excepted, sorted. */
export function docPages(docsDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (relative(docsDir, path) !== 'spec') walk(path);
      } else if (name.endsWith('.md')) pages.push(path);
    }
  };
  walk(docsDir);
  return pages;
}

/**
 * The ```html blocks of one Markdown text (CommonMark fences: ``` or ~~~, three or more, indented
 * as a list item's may be; the info string's first word must be exactly `html`).
 */
export function htmlBlocks(markdown: string, file: string): DocSnippet[] {
  const lines = markdown.split('\n');
  const blocks: DocSnippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, info] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]!);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) break;
      const text = lines[j]!;
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
    }
    if (info.toLowerCase() === 'html') blocks.push({ file, line: i + 1, html: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** Every snippet of the documentation, in page order. */
export function docSnippets(repo: string): DocSnippet[] {
  return docPages(join(repo, 'docs')).flatMap((path) =>
    htmlBlocks(readFileSync(path, 'utf8'), relative(repo, path).split(sep).join('/')),
  );
}

const _attr = (name: string, value: string) =>
  ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * The snippet as the test serves it, a page of its own: `apiBase` is the fixture server's origin,
 * whose /static/ holds the built bundle. A snippet without a loader tag gets the demo store's
 * (after it); a snippet's own loader tag loads the local loader with the fixture server as its
 * API, every other attribute kept; the demo API host named anywhere in it is the fixture server.
 * The captcha provider is the fixture server's stand-in (the real one cannot be reached here).
 */
export function snippetPage(snippet: DocSnippet, apiBase: string): string {
  const loader = `${apiBase}/static/loader.js`;
  const captchaSrc = `${apiBase}${CAPTCHA_STAND_IN}`;
  let html = snippet.html.replaceAll(EXAMPLE_API_BASE, apiBase);
  const own = LOADER_TAG.exec(html);
  if (own) {
    let tag = own[0].replace(/\bsrc\s*=\s*(["'])[^"']*\1/i, `src="${loader}"`);
    if (/\sdata-api-base\s*=/i.test(tag)) {
      tag = tag.replace(/\sdata-api-base\s*=\s*(["'])[^"']*\1/i, _attr('data-api-base', apiBase));
    } else tag = tag.replace(/>$/, `${_attr('data-api-base', apiBase)}>`);
    if (!/\sdata-captcha-src\s*=/i.test(tag))
      tag = tag.replace(/>$/, `${_attr('data-captcha-src', captchaSrc)}>`);
    html = html.replace(own[0], tag);
  } else {
    html +=
      `\n<script async${_attr('src', loader)}${_attr('data-api-base', apiBase)}` +
      `${_attr('data-captcha-site-key', DEMO_CAPTCHA_SITE_KEY)}${_attr('data-captcha-src', captchaSrc)}></script>`;
  }
  return (
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${snippet.file}:${snippet.line}</title>\n<link rel="icon" href="data:,">\n</head>\n` +
    `<body>\n${html}\n</body>\n</html>\n`
  );
}

/**
 * The theme authors' page of a widget of the loader's registry (docs/theme-authors/<page>.md):
 * its own name, but for the visitor forms, whose page covers every kind of form.
 */
export function widgetPageName(widget: string): string {
  return widget === 'visitor-form' ? 'visitor-forms' : widget;
}

/** Widgets with a page that the registry does not list (the add-to-cart widget mounts the popover). */
export const WIDGETS_OUTSIDE_REGISTRY = ['added-item-popover'];

const _TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * A plain page server on its own origin (127.0.0.1, another port than the fixture server's: a
 * theme's pages beside the API and the bundle on another host): the snippet pages the test puts,
 * and the demo store's /assets/ (pictures a snippet shows). Served for real, not fulfilled by
 * Playwright: Chromium treats a fulfilled page as public and refuses its loopback requests.
 */
export async function snippetServer(assetsDir: string): Promise<{
  url: string;
  put: (path: string, html: string) => string;
  close: () => Promise<void>;
}> {
  const pages = new Map<string, string>();
  const assets = realpathSync(assetsDir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(page);
    }
    if (path.startsWith('/assets/')) {
      const file = join(assets, path.slice('/assets/'.length));
      if (existsSync(file) && statSync(file).isFile() && realpathSync(file).startsWith(assets + sep)) {
        res.writeHead(200, { 'Content-Type': _TYPES[extname(file)] ?? 'application/octet-stream' });
        return void createReadStream(file).pipe(res);
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    put: (path, html) => {
      pages.set(path, html);
      return `${url}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Run in the page (page.evaluate): what has not hydrated (yet) of the registry's markers the page
 * holds, in words; empty once every marker that can hydrate did. A mount is what defineWidget
 * leaves around each one, a User Timing measure `vitrine:hydrate:<widget>` (one per element; one
 * per page for a widget drawn once for the page, whose host is `[data-vitrine-host="<widget>"]`),
 * plus, where the widget leaves one, its mark on the element itself. A marker that can hydrate is
 * one the loader will mount as the page stands: eager and idle ones always, visible and
 * interaction ones when they are rendered (the test makes the window as tall as the page and
 * focuses each interaction marker).
 */
export function hydrationReport(registry: readonly Pick<RegistryEntry, 'n' | 't' | 's'>[]): string[] {
  const pending: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 120).replace(/\s+/g, ' ');
  const measures = (name: string) =>
    performance.getEntriesByName(`vitrine:hydrate:${name}`, 'measure').length;
  // What a widget leaves on its element once hydrated, where it leaves something (src/widgets/).
  const marks: Record<string, (el: Element) => boolean> = {
    'add-to-cart': (el) => el.classList.contains('vitrine-add-to-cart'),
    'gift-card': (el) => el.classList.contains('vitrine-gift-card'),
    'visitor-form': (el) => el.hasAttribute('data-vitrine-form-rendered'),
    'restock-form': (el) =>
      (el.querySelector('input[name="email"]') as HTMLInputElement | null)?.type !== 'text',
    'cart-pill': (el) => el.hasAttribute('hidden') || el.querySelector('a.vitrine-cart-pill') !== null,
    'variant-picker': (el) =>
      [...el.querySelectorAll('.variant-radiobtn-wrapper label')].every((l) =>
        l.hasAttribute('aria-pressed'),
      ),
    'additional-fields': (el) =>
      !el.matches('button[data-vitrine="additional-fields"]') || !el.hasAttribute('disabled'),
  };
  // The cart pill declines the cart page and express-checkout or custom-cart sites (its page says so).
  const loader = document.querySelector<HTMLScriptElement>('script[src*="/loader.js"]')?.dataset ?? {};
  const noPill =
    /^\/cart\/?$/.test(location.pathname) ||
    /^20[05]$/.test(loader.pageType ?? '') ||
    ['', 'true'].includes(loader.expressCheckout ?? 'no') ||
    ['', 'true'].includes(loader.customCart ?? 'no') ||
    document.querySelector('#sqs-cart-root, [data-vitrine="cart"]') !== null;
  let addToCart = 0;
  for (const { n, t, s } of registry) {
    const elements = [...document.querySelectorAll(s)];
    if (n === 'cart-pill' && noPill) continue;
    const eligible = elements.filter((el) => {
      // An unknown strategy, or none, reads as idle (loader/scheduler.ts).
      const strategy = (el as HTMLElement).dataset.vitrineLoad || t;
      return (strategy !== 'visible' && strategy !== 'interaction') || el.checkVisibility();
    });
    if (eligible.length === 0) continue;
    if (n === 'add-to-cart') addToCart = eligible.length;
    const once = document.querySelector(`[data-vitrine-host="${n}"]`) !== null;
    const expected = once ? 1 : eligible.length;
    const mounted = measures(n);
    if (mounted < expected) pending.push(`${n}: ${mounted} of ${expected} mounted`);
    for (const el of eligible) {
      if (marks[n] && !marks[n](el)) pending.push(`${n}: not hydrated: ${describe(el)}`);
    }
  }
  // Each add-to-cart button mounts the page's one added-item popover with it.
  if (addToCart > 0 && measures('added-item-popover') !== 1) pending.push('added-item-popover: not mounted');
  // A visitor form behind the captcha shows its challenge (the fixture server's stand-in).
  for (const block of document.querySelectorAll(
    '[data-vitrine-form-rendered][data-vitrine-captcha-enabled]',
  )) {
    if (block.getAttribute('data-vitrine-captcha-enabled') === 'false') continue;
    if (!block.querySelector('.captcha-container[data-captcha-rendered] [role="checkbox"]'))
      pending.push(`captcha: no challenge in ${describe(block)}`);
  }
  return pending;
}

/**
 * Run in the page: focus each rendered marker of an `interaction` widget not focused before
 * (itself when it takes focus, else its first control), as a shopper reaching it would; the
 * loader starts it on that. Returns how many it focused.
 */
export function focusInteractionMarkers(registry: readonly Pick<RegistryEntry, 'n' | 't' | 's'>[]): number {
  const focusable = 'a[href], button, input, select, textarea, [tabindex]';
  // Each marker once, whenever it is rendered (one a widget shows later is reached then).
  const page = window as unknown as { __docsFocused?: WeakSet<Element> };
  const done = (page.__docsFocused ??= new WeakSet());
  let focused = 0;
  for (const { t, s } of registry) {
    for (const el of document.querySelectorAll<HTMLElement>(s)) {
      if ((el.dataset.vitrineLoad || t) !== 'interaction' || !el.checkVisibility() || done.has(el)) continue;
      done.add(el);
      const target = el.matches(focusable) ? el : el.querySelector<HTMLElement>(focusable);
      if (target) target.focus({ preventScroll: true });
      else el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      focused += 1;
    }
  }
  return focused;
}
