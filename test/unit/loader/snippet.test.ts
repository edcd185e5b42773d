import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SNIPPET } from '../../../loader/snippet.ts';
import { KEPT_FORMS } from '../../../src/press/index.ts';
import { RESTOCK_FORM, WIDGET_ATTR } from '../../../src/runtime/selectors.ts';
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

/**
 * The shopper's submit of the form #f (by the element `submitter` names, if any): whether it was
 * kept from the browser, read as it is dispatched (the loader later holds the same event too).
 */
function submitForm(submitter?: string): boolean {
  const submit = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: submitter ? document.getElementById(submitter) : null,
  });
  document.getElementById('f')!.dispatchEvent(submit);
  return submit.defaultPrevented;
}

const PILL = '<div data-vitrine="cart-pill" id="m"><span id="label">Cart</span></div>';

/**
 * A page (`html`, the marker of `widget` in it) whose snippet ran and whose shopper did `early`
 * before the loader's script arrived; the loader then runs. Returns the widget, held (heldWidget).
 */
async function pageWithEarly(early: () => void, html = PILL, widget = 'cart-pill') {
  const pill = heldWidget();
  await bootLoader({
    html,
    chunks: { [widget]: pill.load },
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

  it('a click the browser acted on is not played again: a link followed; a submit button, whose submit is', async () => {
    const pill = await pageWithEarly(
      clickOn('link', 'send', 'plain'),
      '<div data-vitrine="cart-pill" id="m"><a href="#cart" id="link">Cart</a>' +
        '<form id="f"><button id="send">Send</button><button type="button" id="plain">Plain</button></form></div>',
    );
    pill.release();
    await settle();
    // The submit button's click made the form's submit, which the snippet kept from the browser
    // (a data-vitrine marker's form): that submit is replayed, not the click. A button of type
    // "button" has no default of its own: only the widget gives it one.
    expect(pill.heard).toEqual(['submit:send', 'click:plain']);
  });

  it("a form's submit in a data-vitrine marker before the loader: kept from the browser, sent once by its widget", async () => {
    let prevented: boolean | undefined;
    const form = await pageWithEarly(
      () => (prevented = submitForm('go')),
      '<div data-vitrine="visitor-form" id="m"><form id="f"><button id="go">Sign up</button></form></div>',
      'visitor-form',
    );
    expect(prevented).toBe(true);
    form.release();
    await settle();
    expect(form.heard).toEqual(['submit:go']);
  });

  it("the restock form's submit before the loader (its marker is a class): kept from the browser, sent once by its widget", async () => {
    // Let through, it would reload the page with the shopper's address in the URL (action="#").
    let prevented: boolean | undefined;
    const restock = await pageWithEarly(
      () => (prevented = submitForm()),
      '<div class="product-restock-notification" id="m"><form id="f" action="#"><input type="submit" id="go"></form></div>',
      'restock-form',
    );
    expect(prevented).toBe(true);
    restock.release();
    await settle();
    // One submit (with no submitter, as requestSubmit(null) makes it; happy-dom names the form).
    expect(restock.heard.map((heard) => heard.split(':')[0])).toEqual(['submit']);
  });

  it("a submit outside any widget's marker is the browser's: neither kept from it nor sent again", async () => {
    let prevented: boolean | undefined;
    let submits = 0;
    const pill = await pageWithEarly(() => {
      document.getElementById('f')!.addEventListener('submit', () => submits++);
      prevented = submitForm();
    }, `${PILL}<form id="f"><button id="go">Search</button></form>`);
    expect(prevented).toBe(false);
    pill.release();
    await settle();
    // The page's search form heard its one submit, made before the loader ran, and no other.
    expect(submits).toBe(1);
    expect(pill.heard).toEqual([]);
  });

  it('the forms the snippet keeps are the ones the replay sends: a data-vitrine marker and the restock class', () => {
    expect(KEPT_FORMS).toBe(`[${WIDGET_ATTR}], ${RESTOCK_FORM}`);
    expect(PAGE_SNIPPET).toContain(`event.target.closest('${KEPT_FORMS}')`);
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
