import type { VitrineRuntime } from '../runtime/types.ts';

/** The commands a page may queue: window.Vitrine's methods. */
const COMMANDS: Record<string, string> = {
  on: "['on', type, fn]: an event name (a string) and a function",
  off: "['off', type, fn]: an event name (a string) and the function given to on",
  emit: "['emit', type, detail?]: an event name (a string)",
  refresh: "['refresh']",
  register: "['register', name, selector, load, strategy?]",
  consent: "['consent', granted]: true or false",
};

const USAGE = "a function (Vitrine) => … or an array ['command', …arguments]";

/** How a value reads in a warning: short, and never the whole of a big object. */
function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value))
    return `[${value.slice(0, 4).map(shown).join(', ')}${value.length > 4 ? ', …' : ''}]`;
  return 'an object';
}

/** What is wrong with a queued command, in words; undefined when its shape is right. */
export function problem(command: unknown): string | undefined {
  if (typeof command === 'function') return undefined;
  if (!Array.isArray(command)) return `a queued command must be ${USAGE}; got ${shown(command)}`;
  const [name, type, fn] = command as unknown[];
  if (typeof name !== 'string' || !Object.hasOwn(COMMANDS, name)) {
    return `unknown command ${shown(name)} in ${shown(command)}; the commands are ${Object.keys(COMMANDS).join(', ')}`;
  }
  const wrong = `${shown(command)}: ${name} expects ${COMMANDS[name]}`;
  if ((name === 'on' || name === 'off' || name === 'emit') && typeof type !== 'string') return wrong;
  if ((name === 'on' || name === 'off') && typeof fn !== 'function') return wrong;
  if (name === 'consent' && typeof type !== 'boolean') return wrong;
  return undefined;
}

/**
 * chunks/queue.js: loaded only when a command pushed to window.vitrine failed. It says in one
 * console warning which command and what was expected; a command of the right shape that threw
 * (the page's own function, a listener) goes to the one error handler, as before.
 */
export function queue(command: unknown, error?: unknown): void {
  const found = problem(command);
  if (found) {
    console.warn(`[vitrine] ${found}. It was not run.`);
    return;
  }
  console.warn(`[vitrine] the queued command ${shown(command)} threw:`, error);
  (self as { Vitrine?: VitrineRuntime }).Vitrine?.handleError(error);
}
