import type { PageRuntime } from './pageRuntime.ts';

/**
 * What the loader hands a collector, for a collector's unit test that starts it directly: a
 * working event bus, the tag's configuration (a product site's ids by default) and a handler
 * that rethrows, so a failure the collector should have kept quiet fails the test.
 */
export function collectorRuntime(config: Record<string, string> = {}): PageRuntime {
  type Listener = (detail: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  return {
    version: '0.1.0',
    config: { websiteId: 'site-1', pageId: 'page-1', pageType: '1', ...config },
    errors: [],
    // Typed as both of PageRuntime's signatures take them: a listener of one event, or of any detail.
    on: (t: string, l: (d: never) => void) =>
      void (listeners.get(t) ?? listeners.set(t, new Set()).get(t)!).add(l as Listener),
    off: (t: string, l: (d: never) => void) => void listeners.get(t)?.delete(l as Listener),
    emit: (t: string, d?: unknown) => listeners.get(t)?.forEach((l) => l(d)),
    refresh() {},
    register() {},
    consent() {},
    handleError: (e) => {
      throw e;
    },
  };
}
