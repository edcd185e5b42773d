import type { VitrineRuntime } from '../../../src/runtime/types.ts';

/**
 * What the loader hands a collector, for a collector's unit test that starts it directly: a
 * working event bus, the tag's configuration (a product site's ids by default) and a handler
 * that rethrows, so a failure the collector should have kept quiet fails the test.
 */
export function collectorRuntime(config: Record<string, string> = {}): VitrineRuntime {
  const listeners = new Map<string, Set<(d: unknown) => void>>();
  return {
    version: '0.1.0',
    config: { websiteId: 'site-1', pageId: 'page-1', pageType: '1', ...config },
    errors: [],
    on: (t, l) => void (listeners.get(t) ?? listeners.set(t, new Set()).get(t)!).add(l),
    off: (t, l) => void listeners.get(t)?.delete(l),
    emit: (t, d) => listeners.get(t)?.forEach((l) => l(d)),
    refresh() {},
    register() {},
    consent() {},
    handleError: (e) => {
      throw e;
    },
  };
}
