import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { collectPageErrors, expect, type FixtureServerHandle, test } from './fixtures.ts';
import { chunkRan, consentDecided, pathsOf, requestsOf, sentUpToNow } from './settled.ts';
import { consentFirst } from './collectedRecords.ts';

/**
 * Visitor forms on the demo store, the way a visitor meets them: the contact form (captcha on),
 * the feedback survey (every multi-part kind, the owner's post-submit HTML) and the footer's
 * newsletter (sent on to a thank-you page). What was stored is read back from the fixture
 * server's SQLite through the inspector, never from the page.
 */

interface Stored {
  formId: string;
  fields: Record<string, unknown>;
  context: Record<string, unknown>;
}

const submissions = async (request: APIRequestContext, site: FixtureServerHandle) =>
  (await (await request.get(`${site.url}/__vitrine/submissions`)).json()) as Stored[];

const form = (page: Page) => page.locator('main form.visitor-form');
const item = (page: Page, id: string) => page.locator(`#${id}`);
const errorOf = (page: Page, id: string) => item(page, id).locator('.vitrine-form__error');
const message = (page: Page) => form(page).locator('.vitrine-form__message');
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const captchaBox = (page: Page) => form(page).getByRole('checkbox', { name: "I'm not a robot" });

/** The contact page once its form has hydrated (the counter reads from the catalogue then). */
async function openContact(page: Page, site: FixtureServerHandle, query = '') {
  await page.goto(`${site.url}/contact${query}`);
  await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
  await expect(captchaBox(page)).toBeVisible();
}

async function fillContact(page: Page, overrides: { email?: string; message?: string } = {}) {
  await page.getByLabel('First name').first().fill('Ada');
  await page.getByLabel('Last name').first().fill('Lovelace');
  await item(page, 'contact-email')
    .getByRole('textbox')
    .fill(overrides.email ?? 'ada@example.com');
  await page.getByLabel('Topic').selectOption('Sizing and fit');
  await page.getByLabel('Message').fill(overrides.message ?? 'Does the field jacket run small?');
  await page.getByLabel('By email').check();
}

async function solveCaptcha(page: Page) {
  await captchaBox(page).click();
  await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'true');
}

/** The contact page as the server sends it, edited on the way (a site set up otherwise). */
async function rewriteContact(page: Page, site: FixtureServerHandle, edit: (html: string) => string) {
  await page.route(`${site.url}/contact`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/** A captcha that cannot work: the visitor is told to reload, the console says why, nothing is sent. */
async function expectReloadAdvice(page: Page, site: FixtureServerHandle, consoleSays: string) {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto(`${site.url}/contact`);
  await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
  await fillContact(page);
  await submit(page).click();
  await expect(message(page)).toHaveText('Error processing form submission. Please reload and try again.');
  expect(consoleErrors.join('\n')).toContain(consoleSays);
  expect((await site.received()).filter((r) => r.path.startsWith('/api/form'))).toEqual([]);
}

test.describe('the contact form: client checks first', () => {
  test("an empty submit: 'Required' above each required field, the banner, the overall message, focus on the first; nothing sent", async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await openContact(page, site);
    await submit(page).focus();
    await page.keyboard.press('Enter');

    for (const id of ['contact-name', 'contact-email', 'contact-topic', 'contact-message', 'contact-reply']) {
      await expect(errorOf(page, id), id).toHaveText('Required');
    }
    await expect(errorOf(page, 'contact-phone')).toHaveCount(0);
    await expect(form(page).locator('.vitrine-form__banner')).toHaveText(
      'Your form has encountered a problem. Please scroll down (or up) to review.',
    );
    await expect(message(page)).toHaveText('One or more fields is invalid, please check your entries.');
    // Above the field's title, and read with it: the first name has the focus and the error.
    const first = page.getByLabel('First name').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Required');
    const above = await item(page, 'contact-email').evaluate((el) => {
      const error = el.querySelector('.vitrine-form__error')!;
      const title = el.querySelector('.title')!;
      return error.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(above).toBeTruthy();
    const sent = (await site.received()).filter((r) => r.path.startsWith('/api/form'));
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('one part fills a multi-part field, one box a checkbox group; a bad email gets the email rule; errors clear when fixed', async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    await page.getByLabel('Last name').first().fill('Lovelace');
    await item(page, 'contact-email').getByRole('textbox').fill('ada@example');
    await page.getByLabel('By phone').check();
    await submit(page).click();
    await expect(errorOf(page, 'contact-name')).toHaveCount(0);
    await expect(errorOf(page, 'contact-reply')).toHaveCount(0);
    await expect(errorOf(page, 'contact-email')).toHaveText(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await expect(item(page, 'contact-email').getByRole('textbox')).toBeFocused();

    await item(page, 'contact-email').getByRole('textbox').fill('ada@example.com');
    await page.getByLabel('Topic').selectOption('An order');
    await page.getByLabel('Message').fill('Where is my order?');
    await submit(page).click();
    // Every field passes: what is left is the captcha.
    await expect(form(page).locator('.vitrine-form__error')).toHaveCount(0);
    await expect(message(page)).toHaveText('Complete CAPTCHA before submitting.');
    expect((await site.received()).filter((r) => r.path.startsWith('/api/form'))).toEqual([]);
  });

  test("the counter: 'current / max', marked past the maximum, typing never blocked; then the character limit message", async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    const counter = item(page, 'contact-message').locator('.vitrine-form__counter');
    await expect(counter).toHaveText('0 / 500');
    await page.getByLabel('Message').fill('x'.repeat(499));
    await page.getByLabel('Message').press('y');
    await expect(counter).toHaveText('500 / 500');
    await expect(counter).not.toHaveClass(/--over/);
    await page.getByLabel('Message').pressSequentially('zz');
    await expect(counter).toHaveText('502 / 500');
    await expect(counter).toHaveClass(/vitrine-form__counter--over/);
    expect(await page.getByLabel('Message').inputValue()).toHaveLength(502);
    await submit(page).click();
    await expect(errorOf(page, 'contact-message')).toHaveText('You have exceeded the character limit.');
  });
});

test.describe('the contact form: submission', () => {
  test('keyboard only: filled in, captcha ticked with Space, sent with Enter; the key, then the save with credentials; the thanks shown and focused', async ({
    page,
    site,
  }) => {
    const errors = collectPageErrors(page);
    await openContact(page, site, '?utm_source=spring-letter');
    await page.getByLabel('First name').first().focus();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grace@example.com');
    await page.keyboard.press('Tab'); // phone: left empty
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Topic')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello from the keyboard.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('By email')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // by phone
    await page.keyboard.press('Tab');
    await expect(captchaBox(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');

    const thanks = page.locator('main .form-submission-text');
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Your message is with us');
    await expect(thanks).toBeFocused();
    await expect(form(page)).toBeHidden();

    const [stored] = await submissions(page.request, site);
    expect(stored!.formId).toBe('contact-form');
    expect(stored!.fields).toEqual({
      'contact-name': { First: 'Grace', Last: 'Hopper' },
      'contact-email': 'grace@example.com',
      'contact-phone': '',
      'contact-topic': 'An order',
      'contact-message': 'Hello from the keyboard.',
      'contact-reply': ['By email'],
      // the hidden field took the page's query-string value of its name
      'contact-source': 'spring-letter',
    });
    expect(stored!.context).toMatchObject({ pagePath: '/contact' });
    const calls = (await site.received())
      .filter((r) => r.path.startsWith('/api/form'))
      .map((r) => r.path)
      .reverse();
    expect(calls).toEqual([
      '/api/forms/contact-form/validate',
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    expect(errors).toEqual([]);
  });

  test("locked while it is sent: 'Submitting…' with the submitting style; a second press sends nothing more", async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    const before = (await submissions(page.request, site)).length;
    await fillContact(page);
    await solveCaptcha(page);
    await site.arm('slow', '/api/form/SaveFormSubmission');
    await submit(page).click();
    await expect(submit(page)).toHaveText('Submitting…');
    await expect(submit(page)).toHaveClass(/vitrine-form__button--submitting/);
    await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    await submit(page).click({ force: true });
    await expect(page.locator('main .form-submission-text')).toBeVisible({ timeout: 10_000 });
    const saves = (await site.received()).filter((r) => r.path === '/api/form/SaveFormSubmission');
    expect(saves).toHaveLength(1);
    expect(await submissions(page.request, site)).toHaveLength(before + 1);
  });

  for (const [status, words] of [
    ['429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', 'Unable to send form. Please try again later.'],
  ] as const) {
    test(`a ${status} from the save: '${words}', the captcha reset, the button unlocked; then it goes through`, async ({
      page,
      site,
    }) => {
      await openContact(page, site);
      const before = (await submissions(page.request, site)).length;
      await fillContact(page);
      await solveCaptcha(page);
      await site.arm(status, '/api/form/SaveFormSubmission');
      await submit(page).click();
      await expect(message(page)).toHaveText(words);
      await expect(form(page).locator('.vitrine-form__banner')).toBeVisible();
      await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'false');
      await expect(submit(page)).toHaveText('Send message');
      await expect(submit(page)).not.toHaveAttribute('aria-disabled');
      expect(await submissions(page.request, site)).toHaveLength(before);

      await solveCaptcha(page);
      await submit(page).click();
      await expect(page.locator('main .form-submission-text')).toBeVisible();
      expect(await submissions(page.request, site)).toHaveLength(before + 1);
    });
  }

  test("a 401 (the server does not know the submission key): 'Unable to submit form. Please try again later.'", async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    // The key the server issued is swapped for one it never issued: the server itself refuses.
    await page.route('**/api/form/FormSubmissionKey', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { key: 'a-key-the-server-never-issued' } });
    });
    await fillContact(page);
    await solveCaptcha(page);
    await submit(page).click();
    await expect(message(page)).toHaveText('Unable to submit form. Please try again later.');
    const save = (await site.received()).find((r) => r.path === '/api/form/SaveFormSubmission');
    expect(save?.status).toBe(401);
  });

  test("a 404 (a form the site no longer has): 'This form has not been configured yet.'", async ({
    page,
    site,
  }) => {
    await rewriteContact(page, site, (html) =>
      html.replace('data-form-id="contact-form"', 'data-form-id="retired-form"'),
    );
    await openContact(page, site);
    await fillContact(page);
    await solveCaptcha(page);
    await submit(page).click();
    await expect(message(page)).toHaveText('This form has not been configured yet.');
  });

  test("another status shows the server's own error text, as text; without any: 'Unknown error, please try again later.'", async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    await fillContact(page);
    // A token the stand-in never issued: the server refuses the captcha with a 400 and its words.
    await page.route('**/stand-ins/captcha/token', (route) =>
      route.fulfill({ json: { token: 'forged-token' } }),
    );
    await solveCaptcha(page);
    await submit(page).click();
    const save = async () => (await site.received()).find((r) => r.path === '/api/form/SaveFormSubmission');
    await expect.poll(async () => (await save())?.status).toBe(400);
    const said = await message(page).textContent();
    expect(said).not.toBe('');
    expect(said).not.toMatch(/^(Unable|Unknown|This form)/);
    await page.unroute('**/stand-ins/captcha/token');

    // A hostile answer: its text is shown as text, never as markup.
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({ status: 418, json: { error: '<img src=x onerror="window.__owned=1">Teapot' } }),
    );
    await solveCaptcha(page);
    await submit(page).click();
    await expect(message(page)).toHaveText('<img src=x onerror="window.__owned=1">Teapot');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

    await page.unroute('**/api/form/SaveFormSubmission');
    await page.route('**/api/form/SaveFormSubmission', (route) => route.fulfill({ status: 503, body: '' }));
    await solveCaptcha(page);
    await submit(page).click();
    await expect(message(page)).toHaveText('Unknown error, please try again later.');
  });

  test("no key to be had: 'Could not get a form submission key, please try again later.'", async ({
    page,
    site,
  }) => {
    await openContact(page, site);
    await fillContact(page);
    await solveCaptcha(page);
    await site.arm('500', '/api/form/FormSubmissionKey');
    await submit(page).click();
    await expect(message(page)).toHaveText('Could not get a form submission key, please try again later.');
  });

  test("the server's own field messages appear above those fields (client checks off)", async ({
    page,
    site,
  }) => {
    await rewriteContact(page, site, (html) =>
      html.replace(
        'data-form-id="contact-form"',
        'data-form-id="contact-form" data-vitrine-validate="false"',
      ),
    );
    await openContact(page, site);
    await solveCaptcha(page);
    await submit(page).click();
    await expect(errorOf(page, 'contact-email')).toHaveText('Required');
    await expect(errorOf(page, 'contact-message')).toHaveText('Required');
    await expect(message(page)).toHaveText('One or more fields is invalid, please check your entries.');
    const validate = (await site.received()).find((r) => r.path === '/api/forms/contact-form/validate');
    expect(validate?.status).toBe(400);
    await expect(captchaBox(page)).toHaveAttribute('aria-checked', 'false');
  });

  test('captcha failing to load: nothing is sent and the visitor is told to reload', async ({
    page,
    site,
  }) => {
    await page.route('**/stand-ins/captcha/enterprise.js**', (route) => route.abort());
    await expectReloadAdvice(page, site, 'ReCaptcha has not been set up!');
  });
});

test.describe('the captcha on the page', () => {
  test('drawn once, compact in a container under 320 px (a 320 px phone), its badge at z-index 12000', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openContact(page, site);
    const container = form(page).locator('.captcha-container');
    await expect(container).toHaveAttribute('data-captcha-rendered', '');
    expect((await container.boundingBox())!.width).toBeLessThan(320);
    await expect(container.locator('.grecaptcha-stand-in')).toHaveCount(1);
    expect((await container.locator('.grecaptcha-stand-in').boundingBox())!.width).toBe(164);
    await expect(page.locator('.grecaptcha-badge')).toHaveCSS('z-index', '12000');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a site without its captcha key: the form says to reload, the console names the attribute, nothing is sent', async ({
    page,
    site,
  }) => {
    await rewriteContact(page, site, (html) => html.replace(/ data-captcha-site-key="[^"]*"/, ''));
    await expectReloadAdvice(page, site, 'data-captcha-site-key');
  });
});

test.describe('the other demo forms', () => {
  test("the feedback survey: date, time, radio, likert and address stored by part; the owner's post-submit HTML runs its script", async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/feedback`);
    await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
    await submit(page).click();
    await expect(errorOf(page, 'feedback-received')).toHaveText('Required');
    await expect(errorOf(page, 'feedback-channel')).toHaveText('Required');
    await expect(errorOf(page, 'feedback-ratings')).toHaveCount(0); // likert: never required

    await page.getByLabel('Day (DD)').fill('14'); // one part is enough
    await page.getByLabel('Hour').fill('9');
    await page.getByLabel('AM/PM').selectOption('AM');
    await page.getByLabel('Instagram').check();
    await page.getByRole('group', { name: 'The shop was easy to use' }).getByLabel('Strongly Agree').check();
    await page.getByLabel('City').fill('Lyon');
    await submit(page).click();

    await expect(page.locator('main .form-submission-text')).toContainText('Thank you for your feedback.');
    await expect(page.locator('#feedback-code')).toHaveText('THANKS10');
    const [stored] = await submissions(page.request, site);
    expect(stored!.formId).toBe('feedback-survey');
    expect(stored!.fields).toMatchObject({
      'feedback-received': { Month: '', Day: '14', Year: '' },
      'feedback-delivered-at': { Hour: '9', Minute: '', Ampm: 'AM' },
      'feedback-channel': 'Instagram',
      'feedback-ratings': { 'The shop was easy to use': '2' },
      'feedback-address': { Line1: '', Line2: '', City: 'Lyon', State: '', Zip: '', Country: '' },
    });
    expect(stored!.fields).not.toHaveProperty('feedback-about'); // sections hold no value
  });

  test('the newsletter in the footer: a newsletter form, sent on to its thank-you page', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/`);
    const footer = page.locator('.footer-newsletter');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('.vitrine-form__message')).toHaveCount(1);
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${site.url}/subscribed`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
    const [stored] = await submissions(page.request, site);
    expect(stored).toMatchObject({
      formId: 'newsletter',
      fields: { 'newsletter-email': 'reader@example.com' },
    });
  });
});

test.describe('form pages for assistive technology', () => {
  for (const width of [1280, 390]) {
    test(`axe finds nothing on the contact and feedback pages, errors shown and captcha drawn, at ${width} px`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/contact', '/feedback']) {
        await page.goto(`${site.url}${path}`);
        await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
        await submit(page).click();
        await expect(form(page).locator('.vitrine-form__error').first()).toBeVisible();
        expect(await axeFindings(page), `${path} at ${width}px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('what the forms tell the collectors, only with consent', () => {
  // What the census counted: one per event id. The transport delivers at least once (a send not
  // answered within 2500 ms, as on a busy machine, goes again under the same ?eid=), and a server
  // counts an event once however often it arrives (docs/integrators/collectors.md).
  const formRenders = async (site: FixtureServerHandle) => {
    const byEvent = new Map<string, Record<string, unknown>>();
    for (const r of await site.received()) {
      if (r.path !== '/api/census/form-render') continue;
      const eid = new URLSearchParams(r.query).get('eid');
      expect(eid, 'each form-render carries its event id').toBeTruthy();
      byEvent.set(eid!, JSON.parse(r.body ?? '{}') as Record<string, unknown>);
    }
    return [...byEvent.values()];
  };
  const pixel = async (site: FixtureServerHandle) =>
    (await site.received())
      .filter((r) => r.path === '/stand-ins/ad-pixel')
      .map((r) => JSON.parse(r.body ?? '{}') as { event?: string; data?: Record<string, unknown> });

  test('without consent: no form-render census, no Subscribe for the pixel', async ({ page, site }) => {
    const sent = requestsOf(page);
    await page.goto(`${site.url}/contact`);
    await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
    const footer = page.locator('.footer-newsletter');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('.vitrine-form__message')).toHaveCount(1);
    await footer.getByLabel('Email address').fill('quiet@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${site.url}/subscribed`);
    // Refused on both pages: neither asked for the census or the tracker, which alone send these.
    await consentDecided(page);
    expect(pathsOf(sent).filter((p) => /\/chunks\/(census|tracker)\.js$/.test(p))).toEqual([]);
    expect(await formRenders(site)).toEqual([]);
    expect(await pixel(site)).toEqual([]);
  });

  test('consent given after the form rendered: the form is counted then, once', async ({ page, site }) => {
    await page.goto(`${site.url}/contact`);
    await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
    await consentDecided(page);
    expect(await formRenders(site)).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine.consent(true),
    );
    await expect
      .poll(async () => (await formRenders(site)).filter((r) => r.formId === 'contact-form').length)
      .toBe(1);
    // Revoked and granted again: the census starts afresh, and the form is still counted once.
    const sent = requestsOf(page);
    await page.evaluate(() => {
      const v = (window as unknown as { Vitrine: { consent(on: boolean): void } }).Vitrine;
      v.consent(false);
      v.consent(true);
    });
    // The census started again and did its work (the session known, at once): whatever it
    // queued has left by now.
    await consentDecided(page);
    await chunkRan(page, 'census');
    expect(pathsOf(await sentUpToNow(page, sent)).filter((p) => p === '/api/census/form-render')).toEqual([]);
    expect((await formRenders(site)).filter((r) => r.formId === 'contact-form')).toHaveLength(1);
  });

  test('with consent: each rendered form is counted once (form-render), and a newsletter success hands the pixel a Subscribe', async ({
    page,
    site,
  }) => {
    await consentFirst(page);
    await page.goto(`${site.url}/contact`);
    await expect(form(page).locator('.vitrine-form__message')).toHaveCount(1);
    await expect.poll(async () => (await formRenders(site)).map((r) => r.formId)).toContain('contact-form');
    const [contact] = (await formRenders(site)).filter((r) => r.formId === 'contact-form');
    expect(contact).toMatchObject({
      formId: 'contact-form',
      pagePath: '/contact',
      visitorCookie: expect.any(String),
    });

    const footer = page.locator('.footer-newsletter');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('.vitrine-form__message')).toHaveCount(1);
    await expect
      .poll(async () => (await formRenders(site)).filter((r) => r.formId === 'newsletter').length)
      .toBe(1);
    await footer.getByLabel('Email address').fill('loud@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${site.url}/subscribed`);
    await expect.poll(async () => (await pixel(site)).filter((c) => c.event === 'Subscribe').length).toBe(1);
    expect((await pixel(site)).find((c) => c.event === 'Subscribe')?.data).toEqual({
      content_name: 'newsletter',
    });
    expect((await formRenders(site)).filter((r) => r.formId === 'contact-form')).toHaveLength(1);
  });
});
