import type { VitrineRuntime } from '../../runtime/types.ts';

/**
 * The census collector, started by the loader once consent allows (never before). Today it
 * reports the visitor forms rendered while it runs (form-render); what sending takes loads with
 * the first report, so a page without a form carries only this. Returns its stop.
 */
export function start(runtime: VitrineRuntime): () => void {
  let stopped = false;
  const onRender = (detail: unknown) =>
    void import('./reportFormRender.ts')
      .then((m) => stopped || m.reportFormRender(runtime, detail))
      .catch(() => undefined);
  runtime.on('form:render', onRender);
  return () => {
    stopped = true;
    runtime.off('form:render', onRender);
  };
}
