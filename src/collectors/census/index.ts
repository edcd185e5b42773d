import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * The census collector, started by the loader once consent allows (never before). Today it
 * reports the visitor forms rendered on the page (form-render): those rendered before it started,
 * then each as it renders. What sending takes loads with the first report, so a page without a
 * form carries only this. Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  let stopped = false;
  const report = (detail?: unknown) =>
    void import('./reportFormRender.ts')
      .then((m) => stopped || m.reportFormRender(runtime, detail))
      .catch(() => undefined);
  runtime.on('form:render', report);
  if (document.querySelector(`[${FORM_RENDERED_ATTR}]`)) report();
  return () => {
    stopped = true;
    runtime.off('form:render', report);
  };
}
