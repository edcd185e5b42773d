import { STRATEGIES } from '../runtime/selectors.ts';
import type { RegistryEntry, Strategy } from '../runtime/types.ts';

const USAGE = 'Vitrine.register(name, selector, load, strategy?)';

/** What is wrong with a registration, in words; undefined when it is right. */
function _problem(name: unknown, selector: unknown, load: unknown, strategy: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return 'the name must be a non-empty string';
  if (typeof selector !== 'string' || selector.trim() === '')
    return 'the selector must be a non-empty string';
  try {
    document.querySelector(selector);
  } catch {
    return `"${selector}" is not a CSS selector`;
  }
  if (typeof load !== 'function')
    return 'load must be a function returning the module (a promise of {mount, unmount})';
  if (strategy !== undefined && !(STRATEGIES as readonly unknown[]).includes(strategy))
    return `the strategy must be one of ${STRATEGIES.join(', ')} (or left out: idle)`;
  return undefined;
}

/**
 * chunks/register.js: Vitrine.register, checked. A good registration joins the loader's registry
 * and the page is scanned again, so its markers hydrate (each once this chunk has arrived); a bad
 * one gets one console warning saying what was expected, and the page and the registry are left
 * as they were (a bad selector kept there would throw at every later scan).
 */
export function register(registry: RegistryEntry[], refresh: () => void, ...args: unknown[]): void {
  const [name, selector, load, strategy] = args;
  const problem = _problem(name, selector, load, strategy);
  if (problem) {
    console.warn(`[vitrine] ${USAGE}: ${problem}; nothing was registered.`);
    return;
  }
  registry.push({
    n: name as string,
    s: selector as string,
    l: load as RegistryEntry['l'],
    t: strategy as Strategy | undefined,
  });
  refresh();
}
