// The integrators' declaration (types/vitrine.d.ts) says what the loader really hands out: each
// event carries the same shape on both sides, in both directions (what we emit is what an
// integrator's listener is told it gets; what an integrator emits is what our listeners take),
// and the runtime the loader builds (src/runtime/types.ts) is a VitrineApi. Checked by the
// project's tsc; never run.
import type { VitrineEvents, VitrineRuntime } from '../../src/runtime/types.ts';
import type { VitrineApi, VitrineEvents as PublicEvents } from '../../types/vitrine.d.ts';

type Name = keyof VitrineEvents | keyof PublicEvents;
/** The events named on one side only, or whose details differ either way. */
type Mismatched = {
  [K in Name]: K extends keyof VitrineEvents & keyof PublicEvents
    ? [VitrineEvents[K]] extends [PublicEvents[K]]
      ? [PublicEvents[K]] extends [VitrineEvents[K]]
        ? never
        : K
      : K
    : K;
}[Name];

export const sameEvents: [Mismatched] extends [never] ? true : Mismatched = true;
export const runtimeIsTheApi = (runtime: VitrineRuntime): VitrineApi => runtime;
