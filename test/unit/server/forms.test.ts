// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertForm } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

// A form of the tests' own (captcha off; the demo's contact form has it on: formsCaptcha.test.ts).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  insertForm(server, 'test-plain');
});
afterAll(() => server.close());

const json = { 'Content-Type': 'application/json' };

function validateForm(formId: string, values: unknown) {
  return fetch(`${server.base}/api/forms/${formId}/validate`, {
    method: 'POST',
    headers: { ...json, 'X-CSRF-Token': server.crumb, Cookie: server.cookies() },
    body: JSON.stringify(values),
  });
}

/** As a visitor's browser does it: a key first, then the submission (no crumb header). */
async function submit(body: Record<string, unknown>) {
  const keyRes = await fetch(`${server.base}/api/form/FormSubmissionKey`, { method: 'POST' });
  const { key } = await keyRes.json();
  const res = await fetch(`${server.base}/api/form/SaveFormSubmission`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ key, ...body }),
  });
  return { res, key: key as string };
}

describe('the template schema', () => {
  it('answers the additional-fields form template for a type', async () => {
    const res = await fetch(`${server.base}/api/template/schema?type=form`);
    expect(res.status).toBe(200);
    const form = await res.json();
    expect(form).toMatchObject({ id: 'additional-fields', captchaEnabled: false });
    expect(form.fields.map((f: { id: string; type: string }) => `${f.id}:${f.type}`)).toEqual([
      'monogram:text',
      'recipient:name',
      'wrapping:radio',
      'note:textarea',
    ]);
  });

  it('needs a type', async () => {
    expect((await fetch(`${server.base}/api/template/schema`)).status).toBe(400);
  });
});

describe('validating a form', () => {
  it('answers the errors by field id when required fields are empty', async () => {
    const res = await validateForm('test-plain', { name: '  ', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      code: 'invalid-fields',
      errors: { name: 'Required', email: 'Required', message: 'You have exceeded the character limit.' },
    });
  });

  it('counts a multi-part field with one part filled and a radio choice', async () => {
    const res = await validateForm('additional-fields', {
      monogram: 'AB',
      recipient: { First: 'Ada', Last: '' },
      wrapping: ['Linen bag'],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });

  it('answers 404 for a form it does not know', async () => {
    expect((await validateForm('no-such-form', {})).status).toBe(404);
  });
});

describe('submitting a form', () => {
  const filled = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });

  it('takes a submission with a fresh key, without a crumb, and stores it', async () => {
    const { res } = await submit({ formId: 'test-plain', form: filled, pagePath: '/contact' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const stored = server.db.prepare('SELECT form_id, fields, context FROM form_submissions').all();
    expect(stored).toEqual([
      { form_id: 'test-plain', fields: filled, context: JSON.stringify({ pagePath: '/contact' }) },
    ]);
  });

  it('refuses a key used twice with 401', async () => {
    const { key } = await submit({ formId: 'test-plain', form: filled });
    const again = await fetch(`${server.base}/api/form/SaveFormSubmission`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ formId: 'test-plain', form: filled, key }),
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'invalid-key' });
  });

  it('answers 400 with the errors map, 404 for an unknown form, 400 for fields that are not JSON', async () => {
    const invalid = await submit({ formId: 'test-plain', form: JSON.stringify({ name: 'Ada' }) });
    expect(invalid.res.status).toBe(400);
    expect((await invalid.res.json()).errors).toEqual({ email: 'Required' });

    expect((await submit({ formId: 'missing', form: filled })).res.status).toBe(404);

    const garbled = await submit({ formId: 'test-plain', form: '{name:' });
    expect(garbled.res.status).toBe(400);
    expect((await garbled.res.json()).message).toMatch(/form must be a JSON object/);
  });

  it('refuses a submission sent as a plain HTML form could (text/plain)', async () => {
    const res = await fetch(`${server.base}/api/form/SaveFormSubmission`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ formId: 'test-plain', form: filled, key: 'k' }),
    });
    expect(res.status).toBe(415);
  });
});
