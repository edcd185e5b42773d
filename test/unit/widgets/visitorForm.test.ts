import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactForm, feedbackForm } from '../../../fixtures/server/seed/demoForms.ts';
import { ApiError } from '../../../src/api/ApiError.ts';
import { formMessages } from '../../../src/i18n/areas/formMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';
import { render } from '../../../src/engine/index.ts';
import { readMaxLength } from '../../../src/api/formRules.ts';
import { formFieldSchema } from '../../../src/api/routes/forms.ts';
import { characterCounter } from '../../../src/widgets/visitorForm/characterCounter.ts';
import { readFormItems, readValues } from '../../../src/widgets/visitorForm/readFormItems.ts';
import { runOwnerHtml } from '../../../src/widgets/visitorForm/runOwnerHtml.ts';
import { saveFailureMessage } from '../../../src/widgets/visitorForm/saveFailureMessage.ts';

const site = join(import.meta.dirname, '../../../fixtures/site');
const partials = Object.fromEntries(
  readdirSync(join(site, 'partials')).map((f) => [f, readFileSync(join(site, 'partials', f), 'utf8')]),
);

/** A demo form as the site's form-block partial renders it (the markup contract's reference). */
function rendered(form: unknown): HTMLFormElement {
  const { output, errors } = render('{@|apply form-block.html}', form, { partials });
  expect(errors).toEqual([]);
  document.body.innerHTML = output;
  return document.querySelector('form')!;
}

describe('reading a visitor form from its markup (docs/theme-authors/visitor-forms.md)', () => {
  it('one item per field but sections, keyed by element id, kind by class, required and limits read', () => {
    const items = readFormItems(rendered(feedbackForm));
    expect(items.map((i) => [i.id, i.type, i.required, i.maxLength])).toEqual([
      ['feedback-received', 'date', true, 0],
      ['feedback-delivered-at', 'time', false, 0],
      ['feedback-channel', 'radio', true, 0],
      ['feedback-ratings', 'likert', false, 0],
      ['feedback-address', 'address', false, 0],
      ['feedback-comments', 'textarea', false, 200],
    ]);
  });

  it('values in the shape the form sends: parts, boxes checked, likert answers by statement, the hidden field from the query string', () => {
    const form = rendered(contactForm);
    const set = (selector: string, value: string) =>
      (form.querySelector<HTMLInputElement>(selector)!.value = value);
    set('[data-part="First"]', 'Ada');
    set('#contact-email-field', 'ada@example.com');
    form.querySelector<HTMLInputElement>('input[value="By phone"]')!.checked = true;
    const items = readFormItems(form);
    expect(readValues(items, new URLSearchParams('utm_source=letter'))).toEqual({
      'contact-name': { First: 'Ada', Last: '' },
      'contact-email': 'ada@example.com',
      'contact-phone': '',
      'contact-topic': '',
      'contact-message': '',
      'contact-reply': ['By phone'],
      'contact-source': 'letter',
    });
    // Without the name in the query string, the field's own value.
    expect(readValues(items, new URLSearchParams('other=1'))['contact-source']).toBe('site');

    const survey = rendered(feedbackForm);
    survey
      .querySelector<HTMLInputElement>('[data-question="My order arrived on time"] input[value="-1"]')!
      .click();
    survey.querySelector<HTMLInputElement>('input[value="A friend"]')!.click();
    const values = readValues(readFormItems(survey), new URLSearchParams());
    expect(values['feedback-ratings']).toEqual({ 'My order arrived on time': '-1' });
    expect(values['feedback-channel']).toBe('A friend');
    expect(values['feedback-delivered-at']).toEqual({ Hour: '', Minute: '', Ampm: '' });
  });

  // Storefront spec §5: "the maximum is read as an integer; negative or invalid counts as 0".
  it.each<[unknown, number]>([
    ['500', 500],
    [' 12 ', 12],
    ['500.5', 500],
    ['12.9', 12],
    ['+7', 7],
    ['0', 0],
    ['-5', 0],
    ['-1', 0],
    ['-0.5', 0],
    ['.5', 0],
    ['abc', 0],
    ['500abc', 0],
    ['1e3', 0],
    ['0x10', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['99999999999999999999', 0],
    [500, 500],
    [500.5, 500],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [true, 0],
  ])('a maximum written %j reads as %d (negative or invalid: 0, no counter)', (text, max) => {
    expect(readMaxLength(text)).toBe(max);
  });

  it('reads data-max-length="500.5" as 500 on the page, where the counter says it; -1 shows none', () => {
    document.body.innerHTML = `<form><div class="form-item field textarea" id="m">
      <textarea data-max-length="500.5"></textarea></div>
      <div class="form-item field textarea" id="n"><textarea data-max-length="-1"></textarea></div></form>`;
    const items = readFormItems(document.querySelector('form')!);
    expect(items.map((i) => i.maxLength)).toEqual([500, 0]);
    const catalogue = createCatalogue('en-US', formMessages);
    const stops = items.map((item) => characterCounter(item, catalogue));
    expect([...document.querySelectorAll('.vitrine-form__counter')].map((c) => c.textContent)).toEqual([
      '0 / 500',
    ]);
    expect(stops[1]).toBeUndefined();
    stops[0]?.();
  });

  it("the form model reads a field's maxLength by the same rule: -1 is no limit, not a broken form", () => {
    const field = (maxLength: unknown) =>
      formFieldSchema.safeParse({ id: 'note', type: 'textarea', title: 'Note', maxLength });
    expect(field(-1)).toMatchObject({ success: true, data: { maxLength: 0 } });
    expect(field(500.5)).toMatchObject({ success: true, data: { maxLength: 500 } });
    expect(field('200')).toMatchObject({ success: true, data: { maxLength: 200 } });
    expect(field(undefined)).toMatchObject({ success: true, data: { maxLength: undefined } });
  });
});

describe('a failed save in the visitor’s words, by status (engine spec §8)', () => {
  const catalogue = createCatalogue('en-US', formMessages);
  const http = (status: number, serverMessage?: string) =>
    new ApiError('http', serverMessage ?? `Request failed (${status}).`, status, { serverMessage });
  it.each([
    [http(401, 'key used'), 'Unable to submit form. Please try again later.'],
    [http(404), 'This form has not been configured yet.'],
    [
      new ApiError('rate-limited', 'x', 429),
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    [http(500, 'boom'), 'Unable to send form. Please try again later.'],
    [http(418, 'The CAPTCHA check failed.'), 'The CAPTCHA check failed.'],
    [http(503), 'Unknown error, please try again later.'],
    [new ApiError('network', 'offline'), 'Unknown error, please try again later.'],
    [
      new ApiError('malformed', 'garbled', 200),
      'Error processing form submission. Please reload and try again.',
    ],
    [new Error('anything else'), 'Unknown error, please try again later.'],
  ])('%s → %s', (error, words) => expect(saveFailureMessage(error, catalogue)).toBe(words));
});

describe("the owner's post-submit HTML", () => {
  it('is put in place with each script replaced by a fresh one, attributes and text kept (inserted scripts never run)', () => {
    const box = document.createElement('div');
    const original = '<p>Thanks</p><script data-x="1">window.__ran = (window.__ran || 0) + 1;</script>';
    const probe = document.createElement('div');
    probe.innerHTML = original;
    const inert = probe.querySelector('script')!;
    box.innerHTML = original;
    const before = box.querySelector('script');
    runOwnerHtml(box, original);
    const script = box.querySelector('script')!;
    expect(script).not.toBe(before);
    expect(script).not.toBe(inert);
    expect(script.getAttribute('data-x')).toBe('1');
    expect(script.text).toContain('window.__ran');
    expect(box.querySelector('p')!.textContent).toBe('Thanks');
  });
});
