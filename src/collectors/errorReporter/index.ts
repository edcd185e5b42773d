import { recordErrors } from '../../api/wire/errorReports.ts';
import type { CapturedError, VitrineRuntime, WidgetErrorDetail } from '../../runtime/types.ts';
import { newEventId } from '../common/eventId.ts';
import { send, stage, useTransport } from '../common/transport.ts';
import { causedBySending } from './causedBySending.ts';
import { describeError, type ErrorSource } from './describeError.ts';
import { type PageTally, ReportQueue } from './ReportQueue.ts';

/** What a rejection without a reason of its own is reported as: words for the developers reading reports, never shown to a visitor. */
const UNHANDLED_REJECTION = 'Unhandled rejection';

/** Ours (docs/integrators/routes.md): a JSON array of {event, data, timestamp}. */
const PATH = recordErrors.path;
/** Spec §9: sending is debounced by 1 s (one send, 1 s after the last error). */
export const DEBOUNCE_MS = 1000;
/**
 * Ours, beyond the spec: however often errors keep coming (each pushing the debounce back), what
 * waits goes at most 10 s after the first of it, rather than only when the page is hidden.
 */
export const MAX_WAIT_MS = 10_000;
/** Its own name in the loader's registry: a failure to load or stop it is never reported by it. */
const NAME = 'error-reporter';

// This chunk runs once a page, so these are the page's: what was sent (the 20 hold across consent
// refused and given again), how much of the loader's early capture was taken (never twice), and
// when the last batch went (its network failures are not reported).
const _tally: PageTally = { sent: 0 };
let _taken = 0;
let _lastSentAt: number | undefined;
// Set while the reporter's own code runs: an error it causes there never re-enters it.
let _inside = false;

/**
 * The error reporter, started by the loader once consent allows: it reports what the loader
 * captured since the page began (runtime.errors), then every page error, unhandled rejection and
 * widget failure, debounced into batches for the one transport. Nothing it does throws into the
 * page. Returns its stop (consent refused), which drops what waits.
 */
export function start(runtime: VitrineRuntime): () => void {
  if (typeof addEventListener !== 'function' || typeof document === 'undefined') return () => undefined;
  const queue = new ReportQueue(_tally);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** when the oldest report waiting was queued (0: nothing waits) */
  let waitingSince = 0;
  /**
   * The batch waiting, by its event ids' name: written ahead to the outbox as it grows (stage),
   * so the 1 s debounce never holds a report where a closing page (or one that lost its
   * network) would lose it; the next page sends what was staged, once.
   */
  let batch = newEventId();
  let stopped = false;

  const guarded = (work: () => void) => {
    if (_inside) return;
    _inside = true;
    try {
      work();
    } catch {
      // its own failure: never reported, never into the page
    } finally {
      _inside = false;
    }
  };

  const flush = () =>
    guarded(() => {
      clearTimeout(timer);
      timer = undefined;
      waitingSince = 0;
      const reports = queue.take();
      if (!reports.length) return;
      _lastSentAt = Date.now();
      send(runtime, { url: PATH, body: JSON.stringify(reports) }, batch);
      batch = newEventId();
    });

  const report = (source: ErrorSource) =>
    guarded(() => {
      if (stopped || source.widget === NAME || causedBySending(source.error, _lastSentAt, Date.now())) return;
      if (!queue.add(describeError(source))) return;
      stage(runtime, batch, { url: PATH, body: JSON.stringify(queue.peek()) });
      const now = Date.now();
      waitingSince ||= now;
      clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(DEBOUNCE_MS, waitingSince + MAX_WAIT_MS - now)));
    });

  const onError = (event: ErrorEvent) =>
    report({
      error: event.error ?? undefined,
      at: Date.now(),
      message: event.message,
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ error: event.reason, at: Date.now(), message: UNHANDLED_REJECTION });
  const onWidgetError = (detail: unknown) => {
    const { error, widget } = (detail ?? {}) as WidgetErrorDetail;
    report({ error, widget: typeof widget === 'string' ? widget : undefined, at: Date.now() });
  };
  // Hand the debounced batch over before the page goes; capture, so it runs before the
  // transport's own flush on the same events (registered after these, in useTransport).
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const captured: readonly CapturedError[] = Array.isArray(runtime.errors) ? runtime.errors : [];
  for (const entry of captured.slice(_taken)) report({ ...entry });

  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  addEventListener('pagehide', flush, true);
  document.addEventListener('visibilitychange', onHidden, true);
  runtime.on('widget:error', onWidgetError);
  const release = useTransport(runtime);

  return () =>
    guarded(() => {
      stopped = true;
      clearTimeout(timer);
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      removeEventListener('pagehide', flush, true);
      document.removeEventListener('visibilitychange', onHidden, true);
      runtime.off('widget:error', onWidgetError);
      // What the loader captured up to now was seen here (what waits is dropped with the queue):
      // started again, the reporter takes only what comes after.
      _taken = captured.length;
      release();
    });
}
