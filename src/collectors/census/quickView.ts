import type { VitrineRuntime } from '../../runtime/types.ts';
import { ID_PATTERN } from '../common/pageContext.ts';
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
    send(runtime, { url: `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`, body: '' });
  };
  runtime.on(QUICK_VIEW_EVENT, onQuickView);
  return () => runtime.off(QUICK_VIEW_EVENT, onQuickView);
}
