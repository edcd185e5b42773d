import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SNIPPET } from '../../../loader/snippet.ts';
import { bootLoader, heldWidget, settle, teardownLoader } from '../harness/bootLoader.ts';

/**
 * The page's inline snippet (loader/snippet.ts): a press made before the loader has run is kept
 * and replayed once the widget around it has mounted, as the loader replays a press it held
 * itself (docs/integrators/embed.md, "No press is lost"). Real Chromium: test/e2e/pressReplay.spec.ts.
 */

const repo = join(import.meta.dirname, '..', '..', '..');
const win = window as unknown as { vitrine?: unknown };

/** Run the snippet as the page's inline script would. */
const runSnippet = () => new Function(PAGE_SNIPPET)();

const key = (el: Element, type: string, k: string) =>
  el.dispatchEvent(new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true }));

const PILL = '<div data-vitrine="cart-pill" id="m"><span id="label">Cart</span></div>';

/**
 * A page (`html`, the cart pill's marker in it) whose snippet ran and whose shopper did `early`
 * before the loader's script arrived; the loader then runs. Returns the cart pill, held (heldWidget).
 */
async function pageWithEarly(early: () => void, html = PILL) {
  const pill = heldWidget();
  await bootLoader({
    html,
    chunks: { 'cart-pill': pill.load },
    before: () => {
      runSnippet();
      early();
    },
  });
  return pill;
}

const clickOn =
  (...ids: string[]) =>
  () => {
    for (const id of ids) document.getElementById(id)!.click();
  };

afterEach(teardownLoader);

describe('the page snippet: presses before the loader ran', () => {
  it('every copy of the snippet (README, embed.md, the demo, the examples) is the one text', () => {
    const lines = PAGE_SNIPPET.split('\n').map((l) => l.trim());
    for (const file of [
      'README.md',
      'docs/integrators/embed.md',
      'fixtures/site/partials/head.html',
      'fixtures/examples/templates/page.html',
    ]) {
      const text = readFileSync(join(repo, file), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .join('\n');
      expect(text, file).toContain(lines.join('\n'));
    }
  });

  it('a click on a marker before the loader ran is replayed once, after its widget mounted', async () => {
    const pill = await pageWithEarly(clickOn('label'));
    await settle();
    expect(pill.heard).toEqual([]);
    pill.release();
    await settle();
    expect(pill.heard).toEqual(['click:label']);
    await settle();
    expect(pill.heard).toEqual(['click:label']);
  });

  it('Enter (key down) and Space (key up) on a role=button marker before the loader: one click each', async () => {
    const pill = await pageWithEarly(() => {
      const m = document.getElementById('m')!;
      for (const k of ['Enter', ' ']) {
        key(m, 'keydown', k);
        key(m, 'keyup', k);
      }
      // Any other key is the browser's.
      key(m, 'keydown', 'Tab');
    }, '<div data-vitrine="cart-pill" id="m" role="button" tabindex="0"></div>');
    pill.release();
    await settle();
    expect(pill.heard).toEqual(['click:m', 'click:m']);
  });

  it('a click the browser acted on (a link followed, a form submitted) is not played again', async () => {
    const pill = await pageWithEarly(
      clickOn('link', 'send', 'plain'),
      '<div data-vitrine="cart-pill" id="m"><a href="#cart" id="link">Cart</a>' +
        '<form id="f" onsubmit="return false"><button id="send">Send</button><button type="button" id="plain">Plain</button></form></div>',
    );
    pill.release();
    await settle();
    // A button of type "button" has no default of its own: only the widget gives it one.
    expect(pill.heard).toEqual(['click:plain']);
  });

  it('after the loader ran the snippet keeps nothing: a press is held once, by the loader alone', async () => {
    const pill = await pageWithEarly(() => {});
    expect((win.vitrine as { p?: unknown }).p).toBeUndefined();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('label')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    pill.release();
    await settle();
    expect(pill.heard).toEqual(['click:label']);
  });

  it('two copies of the snippet keep each press once; one run after the loader keeps nothing', async () => {
    const pill = await pageWithEarly(() => {
      runSnippet();
      document.getElementById('label')!.click();
    });
    runSnippet();
    expect((win.vitrine as { p?: unknown }).p).toBeUndefined();
    pill.release();
    await settle();
    expect(pill.heard).toEqual(['click:label']);
  });

  it('a click before the loader away from any marker is left alone, and nothing throws', async () => {
    const pill = await pageWithEarly(clickOn('away'), `<p id="away">Text</p>${PILL}`);
    pill.release();
    await settle();
    expect(pill.heard).toEqual([]);
  });
});
