import { useRef } from 'react';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { coreMessages } from '../i18n/coreMessages.ts';

export interface AlertDialogProps extends Pick<
  DialogProps,
  'open' | 'onClosed' | 'returnFocus' | 'nonce' | 'trapOptions'
> {
  /** e.g. 'Unable to Add Item' */
  title: string;
  /** e.g. the server's message */
  message: string;
  onClose: () => void;
  okLabel?: string;
}

/**
 * An error message the shopper must acknowledge (never window.alert): title, message, one
 * OK button that has focus, so Enter or Space dismisses it and a screen reader reads it all.
 */
export function AlertDialog({
  title,
  message,
  onClose,
  okLabel = coreMessages['dialog.ok'],
  ...rest
}: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      {...rest}
      role="alertdialog"
      title={title}
      message={message}
      onClose={() => onClose()}
      closeLabel={false}
      initialFocus={() => okRef.current ?? false}
      actions={
        <button ref={okRef} type="button" class="vitrine-button" onClick={() => onClose()}>
          {okLabel}
        </button>
      }
    />
  );
}
