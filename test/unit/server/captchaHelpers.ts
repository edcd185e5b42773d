import type { RunningServer } from './startServer.ts';

/** A token from the stand-in captcha service, as its script asks for one (JSON as text/plain). */
export async function captchaToken(server: RunningServer, action: string, siteKey = 'vitrine-demo-captcha') {
  const res = await fetch(`${server.base}/stand-ins/captcha/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ siteKey, action }),
  });
  if (res.status !== 200) throw new Error(`token call answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A fresh form submission key, as the form widget fetches one before each save. */
export async function submissionKey(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.base}/api/form/FormSubmissionKey`, { method: 'POST' });
  return ((await res.json()) as { key: string }).key;
}

/** The save call as a visitor's browser sends it: JSON, no crumb. */
export function saveForm(server: RunningServer, body: Record<string, unknown>) {
  return fetch(`${server.base}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The restock sign-up as the restock form sends it: JSON with the crumb. */
export function signUpForRestock(server: RunningServer, body: Record<string, unknown>) {
  return fetch(`${server.base}/api/site-users/account/notifications/restock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
    body: JSON.stringify(body),
  });
}

/**
 * A form of the tests' own, so they do not follow the demo store's forms as those change:
 * name and email required, a message of at most 2000 characters.
 */
export function insertForm(server: RunningServer, id: string, options: Record<string, unknown> = {}) {
  const form = {
    id,
    name: id,
    fields: [
      { id: 'name', type: 'text', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 2000 },
    ],
    parsedSubmissionMessage: '<p>Thanks</p>',
    submissionHTML: '',
    successRedirect: '',
    parsedDisclaimerMessage: '',
    captchaEnabled: false,
    newsletter: false,
    ...options,
  };
  server.db.prepare('INSERT INTO forms (id, data) VALUES (?, ?)').run(id, JSON.stringify(form));
}
