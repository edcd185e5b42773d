import { censusFormRender } from '../../api/wire/census.ts';
import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import type { PageContext } from '../common/pageContext.ts';
import { send } from '../common/transport.ts';
import { visitorAndPage } from './censusFields.ts';

/** Each form is counted once a page, however its render reached us (event, or found rendered). */
const _reported = new WeakSet<Element>();

/**
 * POST /api/census/form-render (engine spec §7): the form's id, the visitor cookie (ss_cvr; empty
 * before a visit is recorded) and the page fields, as a beacon, quiet on failure: analytics never
 * trouble the visitor (engine spec §8). `detail` is the form:render event's ({formId, element});
 * without one, every form found rendered is reported.
 */
export function reportFormRender(runtime: VitrineRuntime, page: PageContext, detail?: unknown): void {
  const blocks = detail
    ? [(detail as { element?: unknown }).element]
    : [...document.querySelectorAll(`[${FORM_RENDERED_ATTR}]`)];
  for (const block of blocks) {
    if (!(block instanceof Element) || _reported.has(block)) continue;
    const formId = block.getAttribute('data-form-id');
    if (!formId) continue;
    _reported.add(block);
    const { visitorCookie, pageId, pagePath, pageTitle } = visitorAndPage(page);
    send(runtime, {
      url: censusFormRender.path,
      body: JSON.stringify({ formId, visitorCookie, pageId, pagePath, pageTitle }),
    });
  }
}
