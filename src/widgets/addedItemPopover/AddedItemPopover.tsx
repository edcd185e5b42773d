import { type FunctionComponent, useEffect, useState } from 'react';
import type { CartAdded } from '../../commerce/cartService.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import type { AddedItemMessageProps } from './AddedItemMessage.tsx';

/**
 * Listens for adds on the page and shows the added-item message for each. The message and its
 * popover (positioning, announcer, styles) arrive with the first add: an add takes at least a
 * second ('Adding…'), which is time enough, and a page where nothing is added never loads them.
 */
export function AddedItemPopover({ runtime }: WidgetProps) {
  const [added, setAdded] = useState<{ n: number; detail: CartAdded } | undefined>();
  const [View, setView] = useState<FunctionComponent<AddedItemMessageProps> | undefined>();
  useEffect(() => {
    let n = 0;
    const onAdded = (detail: unknown) => {
      setAdded({ n: ++n, detail: detail as CartAdded });
      import('./AddedItemMessage.tsx')
        .then((m) => setView(() => m.AddedItemMessage))
        .catch((error) => runtime.handleError(error, 'added-item-popover'));
    };
    runtime.on('cart:added', onAdded);
    return () => runtime.off('cart:added', onAdded);
  }, [runtime]);

  if (!added || !View) return null;
  return (
    <View
      n={added.n}
      added={added.detail}
      settings={pageSettings(runtime.config)}
      onClose={() => setAdded(undefined)}
    />
  );
}
