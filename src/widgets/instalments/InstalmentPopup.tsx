import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { loadModalHtml } from './loadModalHtml.ts';

export interface InstalmentPopupProps {
  open: boolean;
  onClose: () => void;
  /** the pill or the info button that opened it */
  returnFocus: HTMLElement | null;
  brand: string;
  /** the modal's HTML for the provider's locale */
  url: string;
  /** 'Installments use 4 interest-free payments' */
  description: string;
  /** what the popup says when the modal cannot be loaded: the pill's own sentence */
  fallback: string;
  frameTitle: string;
  closeLabel: string;
  loadingLabel: string;
}

type Content = { html: string } | { failed: true } | undefined;

/**
 * The instalment popup (storefront spec §4, §7, §8), loaded on the first open: a modal dialog
 * (focus trapped, closed by its button, Escape or a click outside, focus back on the opener)
 * showing the provider's modal HTML for the locale. That HTML is third-party text: it is shown
 * in a sandboxed frame without scripts (loadModalHtml). When it cannot be loaded the console
 * gets one warning and the popup says the offer in our own words.
 */
export function InstalmentPopup(props: InstalmentPopupProps) {
  const { open, url } = props;
  const [content, setContent] = useState<Content>();

  useEffect(() => {
    if (!open) return;
    let alive = true;
    loadModalHtml(url).then(
      (html) => alive && setContent({ html }),
      (error: unknown) => {
        console.warn(`[vitrine] instalments: the instalment modal ${url} could not be loaded:`, error);
        if (alive) setContent({ failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [open, url]);

  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      // A failed load is tried again on the next open; a loaded modal is kept.
      onClosed={() => setContent((c) => (c && 'html' in c ? c : undefined))}
      returnFocus={props.returnFocus}
      title={props.brand}
      message={props.description}
      closeLabel={props.closeLabel}
      class="vitrine-instalments-dialog"
    >
      {content && 'html' in content ? (
        // sandbox before srcdoc, and no allow-scripts: nothing in the modal runs. Links may open
        // the provider's pages in a new tab (popups escape the sandbox as ordinary pages).
        <iframe
          key={content.html}
          class="vitrine-instalments-dialog__frame"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcdoc={content.html}
          title={props.frameTitle}
          tabIndex={0}
        />
      ) : (
        <p class="vitrine-instalments-dialog__note" aria-live="polite">
          {content ? props.fallback : props.loadingLabel}
        </p>
      )}
    </Dialog>
  );
}
