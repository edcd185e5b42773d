import { handleError } from './errors.ts';
import { load } from './load.ts';
import { collectorNames } from './registry.ts';
import { runtime } from './runtime.ts';
import { schedule } from './scheduler.ts';

const _running: Record<string, { stop?: () => void }> = {};

/**
 * Collectors start once, when the browser is idle (never delaying a widget), and only while
 * consent allows (and the browser sends no Global Privacy Control signal); refusing consent calls
 * the stop each one handed back.
 */
export function consent(granted: boolean) {
  // Global Privacy Control is the visitor's standing refusal: no site setting overrides it.
  granted &&= !(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  for (const n of collectorNames) {
    const run = _running[n];
    if (granted && !run) {
      const token: { stop?: () => void } = (_running[n] = {});
      schedule(null as never, 'idle', () =>
        load({ n })
          .then((mod) => {
            // Refused (or refused and granted again) while the chunk was on its way.
            if (_running[n] === token) token.stop = mod.start(runtime);
          })
          .catch((error) => handleError(error, n)),
      );
    }
    if (!granted && run) {
      delete _running[n];
      try {
        run.stop?.();
      } catch (error) {
        handleError(error, n);
      }
    }
  }
}
