import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { quietly } from '../common/quietly.ts';
import { countsAsPageView } from '../common/skipRules.ts';
import { startWhenRecording } from '../common/startWhenRecording.ts';
import { useTransport } from '../common/transport.ts';
import { watchQuickViews } from './quickView.ts';
import { AnalyticsEvent, recordHit } from './recordHit.ts';
import { reportFormRender } from './reportFormRender.ts';
import { watchButtons } from './watchButtons.ts';
import { watchOverlay } from './watchOverlay.ts';

/**
 * The census collector, started by the loader once consent allows (never before). Once the
 * visitor cookies are up to date (ss_cvr), and unless the skip rules silence the page, it
 * records the page view (RecordHit; not on /search), the marked buttons' renders and clicks,
 * the popup overlay, quick views and the visitor forms rendered (form-render). Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  const release = useTransport(runtime);
  const stop = startWhenRecording(runtime, 'census', (page) => {
    if (countsAsPageView(page.pagePath)) recordHit(runtime, AnalyticsEvent.PAGE_VIEW, page);
    const onFormRender = (detail?: unknown) =>
      quietly(runtime, () => reportFormRender(runtime, page, detail), 'census');
    runtime.on('form:render', onFormRender);
    if (document.querySelector(`[${FORM_RENDERED_ATTR}]`)) onFormRender();
    return [
      () => runtime.off('form:render', onFormRender),
      watchButtons(runtime, page),
      watchOverlay(runtime, page),
      watchQuickViews(runtime),
    ];
  });
  return () => {
    stop();
    release();
  };
}
