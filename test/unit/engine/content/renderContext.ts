import type { RenderContext } from '../../../../src/engine/plugins/types.ts';

export interface TestContext extends RenderContext {
  readonly errors: string[];
}

const step = (node: unknown, key: string): unknown =>
  typeof node === 'object' && node !== null && Object.hasOwn(node, key)
    ? (node as Record<string, unknown>)[key]
    : undefined;

/**
 * A stand-in for the evaluator's context: `scopes` run from the root inwards, and names
 * resolve as the template language does (first name in the innermost scope holding it).
 */
export function renderContext(scopes: readonly unknown[], index?: number): TestContext {
  const errors: string[] = [];
  return {
    locale: 'en',
    now: 0,
    timeZone: 'America/New_York',
    root: scopes[0],
    gates: {},
    errors,
    resolve(path) {
      if (path === '@') return scopes.at(-1);
      if (path === '@index') return index;
      const [head = '', ...rest] = path.split('.');
      const owner = [...scopes].reverse().find((scope) => step(scope, head) !== undefined);
      return rest.reduce(step, step(owner, head));
    },
    error(message) {
      errors.push(message);
    },
    numberText: () => undefined,
    renderPartial: () => undefined,
  };
}
