import type { VitrineRuntime } from '../src/runtime/types.ts';
import { consent } from './collectors.ts';
import { config } from './config.ts';
import { captureErrors } from './errors.ts';
import { on } from './events.ts';
import { observe } from './observer.ts';
import { drainQueue } from './queue.ts';
import { runtime } from './runtime.ts';

const w = window as unknown as { Vitrine?: VitrineRuntime };

// A second copy of the tag on the page must not hydrate everything twice.
if (!w.Vitrine) {
  captureErrors();
  w.Vitrine = runtime;
  // Integrators read the last cart here; the cart service is what announces carts.
  on('cart:updated', (cart) => (runtime.cart = cart));
  drainQueue();
  observe();
  // Only a grant: a consent the page queued before we arrived must not be undone by the tag's default.
  if (config.consent === 'granted') consent(true);
}
