import { render } from 'react-dom';
import { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';

export type AlertOptions = Pick<
  AlertDialogProps,
  'title' | 'message' | 'returnFocus' | 'okLabel' | 'nonce' | 'trapOptions'
>;

/**
 * Show an alert dialog outside any widget's tree and resolve once it is closed and focus is
 * back. The add-to-cart widget reaches it with `import('…/ui/showAlert.tsx')` on its first
 * error, which keeps focus-trap out of a product page's initial JavaScript.
 */
export function showAlert(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    // Detached: the dialog portals itself onto <body>; this only holds the Preact root.
    const root = document.createElement('div');
    const close = () => render(null, root);
    try {
      render(<AlertDialog {...options} open onClose={close} onClosed={resolve} />, root);
    } catch {
      // Never throw into the host page; the caller carries on as if the shopper clicked OK.
      resolve();
    }
  });
}
