import { FORM_RENDERED_ATTR } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

const PATH = '/api/census/form-render';
const PAGE_ID = /^[\w.:-]{1,128}$/;

/** Each form is counted once a page, however its render reached us (event, or found rendered). */
const _reported = new WeakSet<Element>();

/** A cookie's value, read without js-cookie (this chunk only reads). */
function _cookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  try {
    return match ? decodeURIComponent(match[1]!) : '';
  } catch {
    return '';
  }
}

function _send(runtime: VitrineRuntime, formId: string): void {
  const { pageId } = runtime.config;
  const body = JSON.stringify({
    formId,
    visitorCookie: _cookie('ss_cvr'),
    pageId: PAGE_ID.test(pageId ?? '') ? pageId : undefined,
    pagePath: location.pathname.slice(0, 2048),
    pageTitle: document.title.slice(0, 512),
  });
  const url = new URL((runtime.config.apiBase ?? '') + PATH, location.href).href;
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // a browser that refuses the beacon: fetch below
  }
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'include' }).catch(() => undefined);
}

/**
 * POST /api/census/form-render (engine spec §7): the form's id, the visitor cookie (ss_cvr; empty
 * before a visit is recorded) and the page fields, as a beacon (text, no preflight), quiet on
 * failure: analytics never trouble the visitor (engine spec §8). `detail` is the form:render
 * event's ({formId, element}); without one, every form found rendered is reported.
 */
export function reportFormRender(runtime: VitrineRuntime, detail?: unknown): void {
  const blocks = detail
    ? [(detail as { element?: unknown }).element]
    : [...document.querySelectorAll(`[${FORM_RENDERED_ATTR}]`)];
  for (const block of blocks) {
    if (!(block instanceof Element) || _reported.has(block)) continue;
    const formId = block.getAttribute('data-form-id');
    if (!formId) continue;
    _reported.add(block);
    _send(runtime, formId);
  }
}
