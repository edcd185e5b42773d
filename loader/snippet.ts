/**
 * The page's inline script, put before the loader's tag (docs/integrators/embed.md): the command
 * queue (loader/queue.ts), and the presses made before the loader has run, each with the path it
 * took, for the loader to replay (loader/observer.ts, `observe`). A form inside a widget's marker
 * (`data-vitrine`), or an engine's restock form, is kept from its native submit: its widget sends
 * it (src/press/, `KEPT_FORMS`). Only until the loader runs: its queue then replaces
 * `window.vitrine`, which has no `p`. Once per page: a second copy keeps nothing twice, and one after the loader ran
 * keeps nothing.
 *
 * The one text of it: README.md, docs/integrators/embed.md, the demo's head
 * (fixtures/site/partials/head.html) and the examples' page carry it as it is here, which
 * test/unit/loader/snippet.test.ts checks. Never in the loader's bundle (nothing there imports it).
 */
export const PAGE_SNIPPET = `window.vitrine = window.vitrine || [];
// Presses made before the loader has run, kept for it to replay.
if (vitrine.map && !vitrine.p) {
  vitrine.p = [];
  ['click', 'keydown', 'keyup', 'submit'].forEach(function (type) {
    addEventListener(
      type,
      function (event) {
        if (!vitrine.p) return;
        vitrine.p.push([event, event.composedPath()]);
        // A widget's form (the restock form's too) is sent by its widget, once the loader has run.
        if (type == 'submit' && event.target.closest('[data-vitrine], .product-restock-notification'))
          event.preventDefault();
      },
      true,
    );
  });
}`;
