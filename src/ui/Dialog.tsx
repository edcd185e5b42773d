import { createFocusTrap, type FocusTargetOrFalse, type FocusTrap, type Options } from 'focus-trap';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import dialogCss from './dialog.css?inline';
import { injectBaseStyles } from './injectBaseStyles.ts';
import { injectStyles } from './injectStyles.ts';
import { lockScroll } from './lockScroll.ts';
import { useLightboxMargin } from './useLightboxMargin.ts';
import { coreMessages } from '../i18n/coreMessages.ts';

export type DialogCloseReason = 'escape' | 'backdrop' | 'close-button' | 'ok';

export interface DialogProps {
  open: boolean;
  /** The shopper asked to close (Escape, backdrop, ×): the owner sets `open` to false. */
  onClose: (reason: DialogCloseReason) => void;
  /** Called once the dialog is gone and focus is back where it belongs. */
  onClosed?: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ComponentChildren;
  /** Keep the name for screen readers but not on screen (content that brings its own heading). */
  hideTitle?: boolean;
  /** The short text read with the name (aria-describedby); long content goes in `children`. */
  message?: ComponentChildren;
  children?: ComponentChildren;
  /** Buttons, right-aligned under the content. */
  actions?: ComponentChildren;
  /** `alertdialog` for messages that interrupt (errors). */
  role?: 'dialog' | 'alertdialog';
  /** `lightbox`: the spec's placement, 50 px from the top when taller than the window, else centred. */
  layout?: 'centered' | 'lightbox';
  /** The × button's accessible name, or false for none. */
  closeLabel?: string | false;
  /** What gets focus on open (element, selector or function); default: the first tabbable. */
  initialFocus?: FocusTargetOrFalse;
  /** Where focus goes on close; default: what had focus when the dialog opened. */
  returnFocus?: HTMLElement | null;
  class?: string;
  /** The loader tag's CSP nonce, for the injected stylesheet. */
  nonce?: string;
  /** Extra focus-trap options, spread last (tests, unusual content). */
  trapOptions?: Options;
}

let _ids = 0;

/**
 * A modal dialog in a portal on <body>: focus trapped inside, Escape or a click on the
 * backdrop asks to close, focus returns to the opener, page scroll frozen in place.
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    layout = 'centered',
    role = 'dialog',
    closeLabel = coreMessages['dialog.close'],
    message,
    nonce,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [id] = useState(() => `vitrine-dialog-${++_ids}`);
  // The trap lives across renders; its callbacks read the latest props through this.
  const latest = useRef(props);
  latest.current = props;
  // A press that starts in the panel (selecting text) and ends on the backdrop is not a backdrop click.
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    if (!open) return;
    injectBaseStyles(nonce);
    injectStyles('dialog', dialogCss, nonce);
  }, [open, nonce]);

  useLightboxMargin(panelRef, open && layout === 'lightbox');

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const unlock = lockScroll(panel.ownerDocument);
    let notified = false;
    const closed = () => {
      if (notified) return;
      notified = true;
      latest.current.onClosed?.();
    };
    let trap: FocusTrap | undefined;
    try {
      trap = createFocusTrap(panel, {
        // No `trapStack`: focus-trap's own module-level stack already spans every dialog of the
        // bundle, so opening one over another pauses the lower trap and closing it resumes it.
        document: panel.ownerDocument,
        initialFocus: latest.current.initialFocus,
        // An empty panel (or one a host rule hid) still takes focus instead of focus-trap throwing.
        fallbackFocus: panel,
        // Neither focusing inside nor returning focus to the opener may scroll the page.
        preventScroll: true,
        // focus-trap sees Escape only for the top dialog of the stack; the owner decides, the
        // trap stays until `open` turns false. A key an inner control consumed is left alone.
        escapeDeactivates: (event) => {
          if (!event.defaultPrevented) {
            event.preventDefault();
            latest.current.onClose('escape');
          }
          return false;
        },
        // Let clicks on our own backdrop through to onClick below; other outside clicks are blocked.
        allowOutsideClick: (event) => event.target === rootRef.current,
        setReturnFocus: (previous) => {
          const target = latest.current.returnFocus;
          return target?.isConnected ? target : previous;
        },
        onPostDeactivate: closed,
        ...latest.current.trapOptions,
      });
      trap.activate();
    } catch {
      // Never throw into the host page: without a trap the dialog still gets focus.
      panel.focus({ preventScroll: true });
    }
    return () => {
      unlock();
      try {
        if (trap?.active) {
          trap.deactivate();
          return;
        }
      } catch {
        // fall through: the owner still hears that the dialog closed
      }
      closed();
    };
  }, [open]);

  if (!open) return null;
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const rootClass = ['vitrine-dialog', layout === 'lightbox' && 'vitrine-dialog--lightbox', props.class]
    .filter(Boolean)
    .join(' ');
  return createPortal(
    <div
      ref={rootRef}
      class={rootClass}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) props.onClose('backdrop');
        pressedBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        class="vitrine-dialog__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message == null ? undefined : messageId}
        tabIndex={-1}
      >
        <h2 id={titleId} class={props.hideTitle ? 'vitrine-visually-hidden' : 'vitrine-dialog__title'}>
          {props.title}
        </h2>
        {message != null && (
          <div id={messageId} class="vitrine-dialog__message">
            {message}
          </div>
        )}
        {props.children}
        {props.actions != null && <div class="vitrine-dialog__actions">{props.actions}</div>}
        {/* Last in tab order, first on screen: initial focus lands on the content, not on ×. */}
        {closeLabel !== false && (
          <button
            type="button"
            class="vitrine-close vitrine-dialog__close"
            aria-label={closeLabel}
            onClick={() => props.onClose('close-button')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
