import type { RenderContext } from '../../../../src/engine/plugins/types.ts';

/** A render context over `root`, resolving dotted paths from the root as a top-level tag would. */
export function contextFor(root: unknown, locale: string | undefined = 'en-US'): RenderContext {
  return {
    locale,
    now: 0,
    timeZone: 'America/New_York',
    root,
    gates: {},
    resolve: (path) => {
      if (path === '@') return root;
      let node = root;
      for (const key of path.split('.')) {
        if (typeof node !== 'object' || node === null) return undefined;
        node = (node as Record<string, unknown>)[key];
      }
      return node;
    },
    numberText: () => undefined,
    error: () => {},
    renderPartial: () => undefined,
  };
}
