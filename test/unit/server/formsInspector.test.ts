// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertForm, saveForm, signUpForRestock, submissionKey } from './captchaHelpers.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ captchaSiteKey: null });
  insertForm(server, 'test-plain');
});
afterAll(() => server.close());

const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';

async function submit(name: string) {
  const form = JSON.stringify({ name, email: 'ada@example.com', message: 'Hi' });
  const key = await submissionKey(server);
  const res = await saveForm(server, { formId: 'test-plain', form, key, pagePath: '/contact' });
  if (res.status !== 200) throw new Error(`save answered ${res.status}`);
}

describe('the inspector lists what was stored', () => {
  it('serves submissions as JSON, newest first, with fields and context', async () => {
    await submit('First');
    await submit('Second');
    const list = await (await fetch(`${server.base}/__vitrine/submissions`)).json();
    expect(list.map((s: { fields: { name: string } }) => s.fields.name)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ formId: 'test-plain', context: { pagePath: '/contact' } });
    expect(list[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await (await fetch(`${server.base}/__vitrine/submissions?limit=1`)).json()).toHaveLength(1);
  });

  it('serves restock sign-ups as JSON, newest first', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      const res = await signUpForRestock(server, {
        productId: 'wool-scarf',
        variantId: 2,
        siteVisitorEmail: email,
        isJoinMailingList: email.startsWith('two'),
        language: 'de-DE',
        recaptchaEnterpriseV3Token: '',
      });
      expect(res.status).toBe(204);
    }
    const list = await (await fetch(`${server.base}/__vitrine/restock`)).json();
    expect(list.map((s: { email: string }) => s.email).slice(0, 2)).toEqual([
      'two@example.com',
      'one@example.com',
    ]);
    expect(list[0]).toMatchObject({
      productId: 'wool-scarf',
      variantId: '2',
      joinMailingList: true,
      language: 'de-DE',
      notified: null,
    });
  });

  it('shows both on a page where a visitor’s text stays text', async () => {
    await submit(hostile);
    const html = await (await fetch(`${server.base}/__vitrine/stored`)).text();
    const window = new Window();
    window.document.write(html);
    const doc = window.document;
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    const captions = [...doc.querySelectorAll('caption')].map((c) => c.textContent);
    expect(captions).toEqual(['Stored form submissions', 'Stored restock sign-ups']);
    expect(doc.querySelector('tbody tr pre')!.textContent).toContain(hostile);
    expect(doc.body.textContent).toContain('two@example.com');
    // The main inspector page links to it.
    const main = await (await fetch(`${server.base}/__vitrine/`)).text();
    expect(main).toContain('<a href="/__vitrine/stored">');
  });
});
