import type { VitrineRuntime } from '../../runtime/types.ts';

const PATH = '/api/census/form-render';

/** A cookie's value, read without js-cookie (this chunk only reads). */
function _cookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  try {
    return match ? decodeURIComponent(match[1]!) : '';
  } catch {
    return '';
  }
}

/**
 * POST /api/census/form-render (engine spec §7): the form's id, the visitor cookie (ss_cvr; empty
 * before a visit is recorded) and the page fields. Sent as a beacon (text, no preflight); quiet
 * on failure: analytics never trouble the visitor (engine spec §8).
 */
export function reportFormRender(runtime: VitrineRuntime, detail: unknown): void {
  const formId = (detail as { formId?: unknown } | undefined)?.formId;
  if (typeof formId !== 'string' || !formId) return;
  const body = JSON.stringify({
    formId,
    visitorCookie: _cookie('ss_cvr'),
    pageId: /^[\w.:-]{1,128}$/.test(runtime.config.pageId ?? '') ? runtime.config.pageId : undefined,
    pagePath: location.pathname,
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
