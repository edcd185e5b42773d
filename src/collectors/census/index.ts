import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { pageContext } from '../shared/pageContext.ts';
import { whenSession } from '../shared/sessionInfo.ts';
import { countsAsPageView, recordingAllowed } from '../shared/skipRules.ts';
import { useTransport } from '../shared/transport.ts';
import { quietly } from '../shared/quietly.ts';
import { AnalyticsEvent, recordHit } from './recordHit.ts';
import { reportFormRender } from './reportFormRender.ts';
import { watchQuickViews } from './quickView.ts';
import { watchButtons } from './watchButtons.ts';
import { watchOverlay } from './watchOverlay.ts';

/**
 * The census collector, started by the loader once consent allows (never before). Once the
 * visitor cookies are up to date (ss_cvr), and unless the skip rules silence the page, it
 * records the page view (RecordHit; not on /search), the marked buttons' renders and clicks,
 * the popup overlay, quick views and the visitor forms rendered (form-render). Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  const stops: Array<() => void> = [useTransport(runtime)];
  let stopped = false;
  void whenSession(runtime).then(() =>
    quietly(
      runtime,
      () => {
        const page = pageContext(runtime);
        if (stopped || !recordingAllowed(page)) return;
        if (countsAsPageView(page.pagePath)) recordHit(runtime, AnalyticsEvent.PAGE_VIEW, page);
        const onFormRender = (detail?: unknown) =>
          quietly(runtime, () => reportFormRender(runtime, page, detail), 'census');
        runtime.on('form:render', onFormRender);
        stops.push(() => runtime.off('form:render', onFormRender));
        if (document.querySelector(`[${FORM_RENDERED_ATTR}]`)) onFormRender();
        stops.push(watchButtons(runtime, page), watchOverlay(runtime, page), watchQuickViews(runtime));
      },
      'census',
    ),
  );
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) quietly(runtime, stop, 'census');
  };
}
