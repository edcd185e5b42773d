import { useRef, useState } from 'react';
import { render } from 'react-dom';
import { platformMessages } from '../i18n/areas/platformMessages.ts';
import { createCatalogue } from '../i18n/createCatalogue.ts';
import { Dialog } from '../ui/Dialog.tsx';

export interface ConfirmOptions {
  title: string;
  message?: string;
  /** the page's locale, for the default button labels */
  locale?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Default true: a Cancel button, Escape and the backdrop resolve false. False: only Confirm. */
  cancellable?: boolean;
  /** Default true: the modal closes once confirmed. False: it stays until `close()`. */
  closeOnConfirm?: boolean;
}

export interface ConfirmHandle {
  /** true when confirmed; false when cancelled (only a cancellable modal can be) */
  result: Promise<boolean>;
  /** closes the modal; a modal closed before an answer resolves false */
  close(): void;
}

interface _Props extends Required<Omit<ConfirmOptions, 'message' | 'locale'>> {
  message: string | undefined;
  answer: (confirmed: boolean) => void;
  onGone: () => void;
  closeRef: { current: () => void };
}

function _ConfirmModal(props: _Props) {
  const [open, setOpen] = useState(true);
  const confirmRef = useRef<HTMLButtonElement>(null);
  props.closeRef.current = () => setOpen(false);
  const cancel = () => {
    if (!props.cancellable) return;
    props.answer(false);
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      title={props.title}
      message={props.message}
      closeLabel={false}
      onClose={cancel}
      onClosed={props.onGone}
      initialFocus={() => confirmRef.current ?? false}
      actions={
        <>
          {props.cancellable && (
            <button type="button" class="vitrine-button vitrine-button--secondary" onClick={cancel}>
              {props.cancelLabel}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            class="vitrine-button"
            onClick={() => {
              props.answer(true);
              if (props.closeOnConfirm) setOpen(false);
            }}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    />
  );
}

/**
 * A confirm modal (engine spec §4): Confirm resolves true; Cancel, Escape or the backdrop resolve
 * false when it is cancellable; it closes by itself once answered unless told not to on confirm.
 */
export function openConfirm(options: ConfirmOptions): ConfirmHandle {
  const t = createCatalogue(options.locale, platformMessages).t;
  const root = document.createElement('div');
  const closeRef = { current: () => undefined as void };
  let settle: (confirmed: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => {
    let answered = false;
    settle = (confirmed) => {
      if (answered) return;
      answered = true;
      resolve(confirmed);
    };
  });
  render(
    <_ConfirmModal
      title={options.title}
      message={options.message}
      confirmLabel={options.confirmLabel ?? t('platform.confirm')}
      cancelLabel={options.cancelLabel ?? t('platform.cancel')}
      cancellable={options.cancellable ?? true}
      closeOnConfirm={options.closeOnConfirm ?? true}
      answer={(confirmed) => settle(confirmed)}
      onGone={() => {
        settle(false);
        render(null, root);
      }}
      closeRef={closeRef}
    />,
    root,
  );
  return { result, close: () => closeRef.current() };
}
