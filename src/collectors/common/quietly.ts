import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * Runs a collector's work so that nothing reaches the host page: a failure goes to the one error
 * handler, quietly (analytics never trouble the visitor, engine spec §8).
 */
export function quietly(runtime: VitrineRuntime, work: () => void, collector = 'collector'): void {
  try {
    work();
  } catch (error) {
    try {
      runtime.handleError(error, collector);
    } catch {
      // the handler itself failed: still nothing for the page
    }
  }
}
