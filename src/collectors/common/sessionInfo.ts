import type { VitrineRuntime } from '../../runtime/types.ts';

/** Session info (engine spec §3), as the cookies collector worked it out for this page. */
export interface SessionInfo {
  /** this page is the visitor's first on the site (no has-landed cookie before it) */
  isFirstLanding: boolean;
  /** this page belongs to the visitor's first session (first visit) */
  isFirstSession: boolean;
  sessionId: string | undefined;
}

/** On the bus once the visitor cookies are up to date for this page (integrators may listen). */
export const SESSION_EVENT = 'visitor:session';

let _current: SessionInfo | undefined;

/** The cookies collector: this page's session info (undefined once stopped). */
export function announceSession(runtime: VitrineRuntime, info: SessionInfo | undefined): void {
  _current = info;
  if (info) runtime.emit(SESSION_EVENT, info);
}

/**
 * This page's session info once the cookies collector has it. The loader starts each collector
 * on its own, so census and tracker may start first: they wait for it, at most `waitMs` (cookies
 * refused, or its chunk failed), then go on with undefined and the cookies as they are.
 */
export function whenSession(runtime: VitrineRuntime, waitMs = 3000): Promise<SessionInfo | undefined> {
  if (_current) return Promise.resolve(_current);
  return new Promise((resolve) => {
    const done = (info?: unknown) => {
      clearTimeout(timer);
      runtime.off(SESSION_EVENT, done);
      resolve((info as SessionInfo | undefined) ?? _current);
    };
    const timer = setTimeout(done, waitMs);
    runtime.on(SESSION_EVENT, done);
  });
}
