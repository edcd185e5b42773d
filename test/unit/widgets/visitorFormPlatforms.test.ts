import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterForm } from '../../../fixtures/server/seed/demoForms.ts';
import type { Form } from '../../../src/api/routes/forms.ts';
import { render } from '../../../src/engine/index.ts';
import { SPELLING_NAMES, SPELLINGS, type Handler, type Reply } from '../../secondPlatform.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';
import {
  leavePage,
  SERVERS,
  type ServerKind,
  type StorefrontServer,
  startStorefront,
} from '../harness/storefrontServers.ts';

/**
 * A visitor form hydrated through the real loader on a page of another origin, submitting to
 * real HTTP: the fixture server and the second stand-in (test/secondPlatform.ts), which has no
 * form pre-check (404) and answers the save `200 {"success":true}` unless told otherwise.
 */
const site = join(import.meta.dirname, '../../../fixtures/site');
const partials = Object.fromEntries(
  readdirSync(join(site, 'partials')).map((f) => [f, readFileSync(join(site, 'partials', f), 'utf8')]),
);

// Round trips on real HTTP, each awaited for up to 8 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const THANKS = 'Thanks for signing up.';
const INVALID = 'One or more fields is invalid, please check your entries.';

/** The footer's newsletter form as the site's partial writes it, its email field under `fieldId`. */
function newsletterPage(fieldId = 'newsletter-email', successRedirect = ''): string {
  const form: Form = {
    ...newsletterForm,
    successRedirect,
    parsedSubmissionMessage: THANKS,
    fields: [{ ...newsletterForm.fields[0]!, id: fieldId }],
  };
  const { output, errors } = render('{@|apply form-block.html}', form, { partials });
  expect(errors).toEqual([]);
  return output;
}

/** The second stand-in's save checks the newsletter's one field, as a platform would. */
const requiresEmail: Handler = ({ body }) => {
  const fields = JSON.parse((body as { form: string }).form) as Record<string, unknown>;
  if (fields['newsletter-email']) return undefined;
  return {
    status: 400,
    type: 'application/json',
    body: JSON.stringify({ message: INVALID, errors: { 'newsletter-email': 'Required' } }),
  };
};

const form = () => document.querySelector<HTMLFormElement>('form.visitor-form')!;
const message = () => form().querySelector<HTMLElement>('.vitrine-form__message')!;
const lines = () => [...message().querySelectorAll('.vitrine-form__message-line')].map((l) => l.textContent);
const thanks = () => document.querySelector<HTMLElement>('.form-submission-text')!;
const until = (check: () => void) => vi.waitFor(check, { timeout: 8000 });

async function open(server: StorefrontServer, html = newsletterPage()) {
  await bootLoader({ html, config: { 'api-base': server.base } });
  await settle();
  await until(() => expect(form().querySelector('.vitrine-form__message')).not.toBeNull());
}

async function send(email = 'ada@example.com') {
  form().querySelector<HTMLInputElement>('input[type="email"]')!.value = email;
  form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await until(() => expect(form().getAttribute('aria-busy')).toBeNull());
}

let server: StorefrontServer | undefined;
async function start(
  kind: ServerKind,
  routes: Record<string, Handler> = {},
  spelling?: keyof typeof SPELLINGS,
) {
  server = await startStorefront(kind, {
    spelling,
    routes: { 'POST /api/form/SaveFormSubmission': requiresEmail, ...routes },
  });
  return server;
}

beforeAll(async () => {
  // Transform the widget's code once, before any test's clock matters.
  await import('../../../src/widgets/visitorForm/hydrateForm.ts');
});
afterEach(async () => {
  await teardownLoader();
  leavePage();
  await server?.close();
  server = undefined;
});

describe.each(SERVERS)('a visitor form against the %s', (kind) => {
  it('is sent (the pre-check passed or absent, a key, the save) and its submission text shown', async () => {
    const api = await start(kind);
    await open(api);
    await send();
    await until(() => expect(thanks().hidden).toBe(false));
    expect(thanks().textContent).toBe(THANKS);
    expect(document.activeElement).toBe(thanks());
    expect(form().hidden).toBe(true);
    expect(message().textContent).toBe('');

    const calls = api.received('/api/form/').map((r) => `${r.method} ${r.path} ${r.status}`);
    expect(calls).toEqual([`POST /api/form/FormSubmissionKey 200`, `POST /api/form/SaveFormSubmission 200`]);
    const [save] = api.received('/api/form/SaveFormSubmission');
    expect(save!.body).toMatchObject({ formId: 'newsletter', key: expect.any(String) });
    expect(JSON.parse((save!.body as { form: string }).form)).toEqual({
      'newsletter-email': 'ada@example.com',
    });
    // The fixture server has the pre-check and passed it; the second platform has none (404).
    expect(api.received('/api/forms/newsletter/validate').map((r) => r.status)).toEqual([
      kind === 'fixture server' ? 200 : 404,
    ]);
  });

  it("a refusal naming a field the page does not have: the overall message and that field's, above the button", async () => {
    const api = await start(kind);
    // The page's field has another id than the platform's form: the server misses its email.
    await open(api, newsletterPage('newsletter-address'));
    await send();
    await until(() => expect(message().textContent).not.toBe(''));
    expect(message().firstChild!.textContent).toBe(INVALID);
    expect(lines()).toEqual(['newsletter-email: Required']);
    expect(message().nextElementSibling?.contains(form().querySelector('button'))).toBe(true);
    // Nothing on the page is marked (the page has no such field); the banner says to look.
    expect(form().querySelectorAll('.vitrine-form__error, [aria-invalid]')).toHaveLength(0);
    expect(form().querySelector<HTMLElement>('.vitrine-form__banner')!.hidden).toBe(false);
    expect(thanks().hidden).toBe(true);
    // Refused by the pre-check (fixture server) or by the save (the second platform has no pre-check).
    const refusals = [...api.received('/api/forms/'), ...api.received('/api/form/')].filter(
      (r) => r.status === 400,
    );
    expect(refusals).toHaveLength(1);

    // Sent again once the page is right: the message goes.
    document.querySelector('#newsletter-address')!.id = 'newsletter-email';
    await send();
    await until(() => expect(thanks().hidden).toBe(false));
    expect(message().textContent).toBe('');
  });
});

describe('a visitor form against the second platform', () => {
  it.each(SPELLING_NAMES)('a save answered as %s is a success', async (spelling) => {
    await start('second platform', {}, spelling);
    await open(server!);
    await send();
    await until(() => expect(thanks().hidden).toBe(false));
    expect(message().textContent).toBe('');
  });

  it.each<[string, Reply]>([
    ['405 (no such method there)', { status: 405 }],
    ['204', SPELLINGS['no content']],
    ['200 {}', SPELLINGS['empty object']],
    ['200 as plain text', SPELLINGS['plain text']],
  ])('a pre-check answered %s: the flow goes on to the key and the save', async (_, reply) => {
    const api = await start('second platform', { 'POST /api/forms/{id}/validate': () => reply });
    await open(api);
    await send();
    await until(() => expect(thanks().hidden).toBe(false));
    expect(api.received('/api/form').map((r) => r.path)).toEqual([
      '/api/forms/newsletter/validate',
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
  });

  it("a pre-check's refusal for a field the page has is shown on that field, and nothing is sent on", async () => {
    const refuse = { errors: { 'newsletter-email': 'We only take work addresses.' }, message: INVALID };
    const api = await start('second platform', {
      'POST /api/forms/{id}/validate': () => ({
        status: 400,
        type: 'application/json',
        body: JSON.stringify(refuse),
      }),
    });
    await open(api);
    await send();
    await until(() => expect(message().textContent).toBe(INVALID));
    const error = document.querySelector('#newsletter-email .vitrine-form__error')!;
    expect(error.textContent).toBe('We only take work addresses.');
    expect(document.activeElement).toBe(document.querySelector('#newsletter-email input'));
    expect(lines()).toEqual([]);
    expect(api.received('/api/form/')).toEqual([]);
  });

  it("a save's refusal mixing fields: the page's on its field, the others above the button, all as text", async () => {
    const errors = {
      'newsletter-email': 'Already subscribed.',
      consent: '<img src=x onerror="window.__owned=1">Tick the box',
    };
    await start('second platform', {
      'POST /api/form/SaveFormSubmission': () => ({
        status: 400,
        type: 'application/json',
        body: JSON.stringify({ errors }),
      }),
    });
    await open(server!);
    await send();
    await until(() => expect(message().textContent).not.toBe(''));
    expect(document.querySelector('#newsletter-email .vitrine-form__error')!.textContent).toBe(
      'Already subscribed.',
    );
    expect(message().firstChild!.textContent).toBe(INVALID);
    expect(lines()).toEqual(['consent: <img src=x onerror="window.__owned=1">Tick the box']);
    expect(document.querySelector('img')).toBeNull();
  });

  it("a refusal without field messages keeps the spec's words by status ('This form has not been configured yet.')", async () => {
    await start('second platform', {
      'POST /api/form/SaveFormSubmission': () => ({ status: 404 }),
    });
    await open(server!);
    await send();
    await until(() => expect(message().textContent).toBe('This form has not been configured yet.'));
    expect(lines()).toEqual([]);
  });
});

describe("a form's success redirect (the fixture server)", () => {
  it('goes to a same-site path, but not to one a browser reads as another host: the thanks show instead', async () => {
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = await start('fixture server');
    await open(api, newsletterPage('newsletter-email', '/thanks?from=newsletter'));
    await send();
    await until(() => expect(go).toHaveBeenCalledWith('/thanks?from=newsletter'));
    await teardownLoader();

    for (const redirect of ['/\\evil.test/x', '//evil.test/x', '/\t/evil.test', 'JAVASCRIPT:alert(1)']) {
      go.mockClear();
      await open(api, newsletterPage('newsletter-email', redirect));
      await send();
      await until(() => expect(thanks().hidden).toBe(false));
      expect(thanks().textContent).toBe(THANKS);
      expect(go).not.toHaveBeenCalled();
      await teardownLoader();
    }
  });
});
