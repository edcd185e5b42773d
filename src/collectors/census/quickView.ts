import type { VitrineRuntime } from '../../runtime/types.ts';
import { censusQuickView } from '../../api/wire/census.ts';
import { ID_PATTERN } from '../../runtime/patterns.ts';
import { send } from '../common/transport.ts';

/** What integrators emit when a quick view opens: Vitrine.emit('quick-view', {itemId}). */
export const QUICK_VIEW_EVENT = 'quick-view';

/**
 * POST /api/census/RecordQuickView/{id} (engine spec §7; its body is not shown, so none is sent)
 * for each quick view announced on the bus. A detail without a plain item id is ignored. Returns
 * the stop.
 */
export function watchQuickViews(runtime: VitrineRuntime): () => void {
  const onQuickView = (detail: unknown) => {
    const itemId = (detail as { itemId?: unknown } | null)?.itemId;
    if (typeof itemId !== 'string' || !ID_PATTERN.test(itemId)) return;
    // Its one placeholder filled as routePath (src/api/route.ts, in the widgets' runtime) fills it.
    // The path read into a const first, so the minifier keeps it alone, not the whole wire record.
    const path: string = censusQuickView.path;
    send(runtime, { url: path.replace('{id}', encodeURIComponent(itemId)), body: '' });
  };
  runtime.on(QUICK_VIEW_EVENT, onQuickView);
  return () => runtime.off(QUICK_VIEW_EVENT, onQuickView);
}
