import type { VitrineRuntime } from '../src/runtime/types.ts';
import { startConsent } from './collectors.ts';
import { captureErrors } from './events.ts';
import { type EarlyPresses, observe } from './observer.ts';
import { drainQueue } from './queue.ts';
import { runtime } from './runtime.ts';

const w = self as unknown as {
  Vitrine?: VitrineRuntime;
  vitrine?: Parameters<typeof drainQueue>[0]['vitrine'] & { p?: EarlyPresses };
};

// A second copy of the tag on the page must not hydrate everything twice.
if (!w.Vitrine) {
  captureErrors();
  w.Vitrine = runtime;
  startConsent();
  // The presses the page's snippet kept (docs/integrators/embed.md) are read before the queue's
  // drain replaces window.vitrine: that also tells the snippet to stop keeping them.
  observe(w.vitrine?.p);
  drainQueue(w);
}
