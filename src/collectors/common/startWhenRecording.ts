import type { VitrineRuntime } from '../../runtime/types.ts';
import { type PageContext, pageContext } from './pageContext.ts';
import { quietly } from './quietly.ts';
import { whenSession } from './sessionInfo.ts';
import { recordingAllowed } from './skipRules.ts';

/**
 * Starts a recording collector's work once the visitor cookies are up to date for this page
 * (the ids and ss_cvr it reports), and only if the skip rules let this page be recorded. `work`
 * hands back the stops of what it started. Returns the collector's stop, which holds off work
 * not begun yet and stops what was begun; nothing reaches the host page.
 */
export function startWhenRecording(
  runtime: VitrineRuntime,
  collector: string,
  work: (page: PageContext) => Array<() => void>,
): () => void {
  const stops: Array<() => void> = [];
  let stopped = false;
  void whenSession(runtime).then(() =>
    quietly(
      runtime,
      () => {
        const page = pageContext(runtime);
        if (!stopped && recordingAllowed(page)) stops.push(...work(page));
      },
      collector,
    ),
  );
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) quietly(runtime, stop, collector);
  };
}
