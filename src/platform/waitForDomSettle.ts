/** The DOM-settle wait's limits (engine spec §9). */
export const DOM_SETTLE_TIMEOUT_MS = 3000;
export const DOM_SETTLE_QUIET_MS = 100;

export type DomSettleOutcome = 'settled' | 'timeout';

/**
 * Resolve once `target`'s subtree has gone `quietMs` without a mutation ('settled'), or after
 * `timeoutMs` at the latest ('timeout'), so an editor acts on a page that has finished drawing.
 */
export function waitForDomSettle(
  target: Node = document.body,
  { timeoutMs = DOM_SETTLE_TIMEOUT_MS, quietMs = DOM_SETTLE_QUIET_MS } = {},
): Promise<DomSettleOutcome> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const finish = (outcome: DomSettleOutcome) => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve(outcome);
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => finish('settled'), quietMs);
    };
    const observer = new MutationObserver(restart);
    observer.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
    const limit = setTimeout(() => finish('timeout'), timeoutMs);
    restart();
  });
}
