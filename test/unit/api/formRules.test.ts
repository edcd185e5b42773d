import { describe, expect, it } from 'vitest';
import { fieldProblems, isEmail, isFilled } from '../../../src/api/formRules.ts';

describe('the email rule (engine spec §5, §9): 3 to 256 characters, local@dotted.domain, a 2-4 alphanumeric last part', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.org', true],
    ['x@y.z1', true],
    ['name@domain.info', true],
    ['name@domain.museum', false], // last part over 4
    ['name@domain.c', false], // last part under 2
    ['name@domain', false], // no dot in the domain
    ['name@@domain.com', false],
    ['na me@domain.com', false],
    ['@domain.com', false],
    ['name@.com', false],
    ['name@domain.co-', false],
    ['', false],
  ])('%j → %s', (text, ok) => expect(isEmail(text)).toBe(ok));

  it('counts the length: 256 passes, 257 fails', () => {
    const local = (n: number) => 'a'.repeat(n);
    expect(isEmail(`${local(256 - '@example.com'.length)}@example.com`)).toBe(true);
    expect(isEmail(`${local(257 - '@example.com'.length)}@example.com`)).toBe(false);
  });

  it('takes linear time on a long run with no @ and no dot', () => {
    const started = performance.now();
    isEmail(`${'a'.repeat(250)}@${'b'.repeat(5)}`);
    isEmail('a@' + 'b.'.repeat(120) + '!');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('field problems, as both sides check them', () => {
  const fields = [
    { id: 'name', type: 'name', required: true },
    { id: 'email', type: 'email', required: false },
    { id: 'reply', type: 'checkbox', required: true },
    { id: 'mood', type: 'likert', required: true },
    { id: 'note', type: 'textarea', required: false, maxLength: 5 },
    { id: 'src', type: 'hidden', required: true },
    { id: 'intro', type: 'section', required: true },
  ];

  it('an empty required field is required; likert never; hidden and sections hold no value', () => {
    expect(fieldProblems(fields, {})).toEqual({ name: 'required', reply: 'required' });
  });

  it('one part fills a multi-part field, one box a checkbox group; blank text is empty', () => {
    expect(isFilled({ First: '', Last: 'Lovelace' })).toBe(true);
    expect(isFilled({ First: ' ', Last: '' })).toBe(false);
    expect(isFilled(['By email'])).toBe(true);
    expect(isFilled([])).toBe(false);
    expect(isFilled('   ')).toBe(false);
    expect(fieldProblems(fields, { name: { Last: 'L' }, reply: ['By email'] })).toEqual({});
  });

  it('text over the limit is too long (an empty field passes); a filled email field must be an email', () => {
    const values = { name: { First: 'A' }, reply: ['x'] };
    expect(fieldProblems(fields, { ...values, note: 'abcdef' })).toEqual({ note: 'tooLong' });
    expect(fieldProblems(fields, { ...values, note: 'abcde' })).toEqual({});
    expect(fieldProblems(fields, { ...values, email: 'nope' })).toEqual({ email: 'email' });
    expect(fieldProblems(fields, { ...values, email: '' })).toEqual({});
    expect(fieldProblems([{ id: 'e', type: 'email', required: true }], { e: '' })).toEqual({ e: 'required' });
  });

  it('reads the limit as an integer (storefront spec §5): -1 limits nothing, 5.5 is 5', () => {
    // A form as stored, not as parsed: the server checks what it holds by the same rule.
    const limited = (maxLength: number) => [{ id: 'note', type: 'textarea', required: false, maxLength }];
    expect(fieldProblems(limited(-1), { note: 'any text at all' })).toEqual({});
    expect(fieldProblems(limited(5.5), { note: 'abcdef' })).toEqual({ note: 'tooLong' });
    expect(fieldProblems(limited(5.5), { note: 'abcde' })).toEqual({});
  });
});
