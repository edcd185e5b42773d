import type { VitrineRuntime } from '../../../src/runtime/types.ts';

/**
 * The runtime as a page's own script may drive it: any event name, any detail. The types refuse
 * an event the map (VitrineEvents) does not name and a detail not of its shape, but a page's
 * script is not type-checked: the bus's listeners must survive whatever it emits, so the tests
 * that prove it emit through this.
 */
export type PageRuntime = VitrineRuntime & {
  on(type: string, listener: (detail: unknown) => void): void;
  off(type: string, listener: (detail: unknown) => void): void;
  emit(type: string, detail?: unknown): void;
};
