/** The class on <html> while any dialog is open: dialog.css stops page scroll with it, themes may hook it. */
export const DIALOG_OPEN_CLASS = 'vitrine-dialog-open';
const _GUTTER_CLASS = 'vitrine-dialog-open--gutter';

// Stacked dialogs share one lock: the page scrolls again when the last one closes.
let _holders = 0;

/**
 * Freeze page scroll while a dialog is open; the returned function releases this hold
 * (safe to call twice). `overflow: hidden` on <html> keeps the scroll position, so
 * nothing jumps on open or close.
 */
export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  if (_holders++ === 0) {
    // A classic scrollbar disappears with overflow:hidden; keeping its gutter stops the page
    // from shifting sideways. Overlay scrollbars (phones, macOS) measure 0 and need nothing.
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - html.clientWidth;
    html.classList.add(DIALOG_OPEN_CLASS);
    if (scrollbar > 0 && html.clientWidth > 0) html.classList.add(_GUTTER_CLASS);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--_holders === 0) html.classList.remove(DIALOG_OPEN_CLASS, _GUTTER_CLASS);
  };
}
