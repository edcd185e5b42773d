import type { TrackerEventContent } from '../../api/routes/events.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { timedFetch } from '../common/timedFetch.ts';
import { send } from '../common/transport.ts';
import { trackerEnvelope } from './trackerEvent.ts';
import type { TrackerSettings } from './trackerSettings.ts';

/**
 * One new-tracker event to its environment's host (engine spec §7): by beacon (through the
 * transport, which falls back to fetch where there is none), or with data-tracker-beacon="false"
 * by fetch with JSON. In validate mode the content goes to validate-event-content/{schemaName}
 * instead, and a verdict of invalid is written to the console (that mode is for developers).
 * Quiet on failure; resolves once sent or given up.
 */
export async function sendTrackerEvent(
  runtime: VitrineRuntime,
  settings: TrackerSettings,
  schema: string,
  content: TrackerEventContent,
): Promise<void> {
  if (!settings.fireEvents) return;
  try {
    if (settings.validate) {
      const response = await timedFetch(settings.validateUrl + encodeURIComponent(schema), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(content),
      });
      const verdict = (await response.json()) as { valid?: boolean; errors?: string[] };
      if (verdict.valid !== true)
        console.warn(`[vitrine] tracker event ${schema} is not valid:`, verdict.errors);
      return;
    }
    const body = JSON.stringify(trackerEnvelope(schema, content));
    if (settings.beacon) return send(runtime, { url: settings.eventsUrl, body });
    await timedFetch(settings.eventsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  } catch {
    // analytics failures are ignored (engine spec §8)
  }
}
