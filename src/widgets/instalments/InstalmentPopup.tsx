import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { injectStyles } from '../../ui/injectStyles.ts';
import css from './instalmentPopup.css?inline';
import { loadModal } from './loadModal.ts';
import type { ModalContent } from './modalContent.ts';

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
  /** what the popup says when the modal cannot be loaded: the line's own sentence */
  fallback: string;
  closeLabel: string;
  loadingLabel: string;
}

type Content = ModalContent | { failed: true } | undefined;

/**
 * The instalment popup (storefront spec §4, §7, §8), loaded on the first open: a modal dialog
 * (focus trapped, closed by its button, Escape or a click outside, focus back on the opener)
 * showing the provider's modal for the locale, rebuilt as inert text (modalContent.ts). When
 * the modal cannot be loaded the console gets one warning and the popup says the offer in our
 * own words.
 */
export function InstalmentPopup(props: InstalmentPopupProps) {
  const { open, url } = props;
  const [content, setContent] = useState<Content>();

  useLayoutEffect(() => {
    if (open) injectStyles('instalment-popup', css);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    loadModal(url).then(
      (modal) => alive && setContent(modal),
      (error: unknown) => {
        console.warn(`[vitrine] instalments: the instalment modal ${url} could not be loaded:`, error);
        if (alive) setContent({ failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [open, url]);

  // Our own nodes, built from the modal's text, put in once per element (each open makes one):
  // Preact keeps out of that element.
  const fill = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && content && 'fragment' in content)
        element.replaceChildren(content.fragment.cloneNode(true));
    },
    [content],
  );

  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      // A failed load is tried again on the next open; a loaded modal is kept.
      onClosed={() => setContent((c) => (c && 'fragment' in c ? c : undefined))}
      returnFocus={props.returnFocus}
      // The close button, whether the content is there yet or not; Tab then goes through its links.
      initialFocus=".vitrine-instalments-dialog .vitrine-dialog__close"
      title={props.brand}
      message={props.description}
      closeLabel={props.closeLabel}
      class="vitrine-instalments-dialog"
    >
      {content && 'fragment' in content ? (
        <div ref={fill} class="vitrine-instalments-dialog__modal" lang={content.lang} />
      ) : (
        <p class="vitrine-instalments-dialog__note" aria-live="polite">
          {content ? props.fallback : props.loadingLabel}
        </p>
      )}
    </Dialog>
  );
}
