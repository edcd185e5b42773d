import type { VitrineRuntime } from '../../runtime/types.ts';
import { announceSession } from '../common/sessionInfo.ts';
import { VISITOR_COOKIES } from '../common/visitorCookies.ts';
import { removeVisitorCookies, updateVisitorCookies } from './updateVisitorCookies.ts';

/**
 * Everything the collectors set. The restrictive cookie policy's list (spec §9) is cleared on
 * every refusal by chunks/consent.js, whether or not this collector ran.
 */
export const CLEARED_ON_REFUSAL: readonly string[] = Object.values(VISITOR_COOKIES);

/**
 * The visitor-cookies collector. The loader starts it only once consent allows, so no cookie is
 * set before; its stop (consent refused) removes every cookie the collectors set. A browser that refuses cookies gets nothing, quietly.
 */
export function start(runtime: VitrineRuntime): () => void {
  try {
    announceSession(runtime, updateVisitorCookies());
  } catch {
    // cookies refused (or document.cookie throwing): nothing kept, nothing said
  }
  return () => {
    announceSession(runtime, undefined);
    try {
      removeVisitorCookies(CLEARED_ON_REFUSAL);
    } catch {
      // cookies refused: there is nothing to remove
    }
  };
}
