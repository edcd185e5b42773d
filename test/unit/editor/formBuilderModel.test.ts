import { describe, expect, it } from 'vitest';
import {
  FORM_MODEL_SECTIONS,
  formBuilderField,
  formBuilderOptions,
  VANILLA_FORM_HANDLER,
} from '../../../src/editor/formBuilderModel.ts';

describe('Form builder (editor) field types', () => {
  it('text, textarea, email, number, website and similar take description, placeholder, required', () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'website', 'date-of-birth'])
      expect(formBuilderOptions(type)).toEqual(['description', 'placeholder', 'required']);
  });

  it('currency takes a currency symbol; phone takes a country-code toggle; section takes underline', () => {
    expect(formBuilderOptions('currency')).toContain('currencySymbol');
    expect(formBuilderOptions('phone')).toContain('showCountryCode');
    expect(formBuilderOptions('section')).toEqual(['underline']);
    expect(formBuilderOptions('text')).not.toContain('currencySymbol');
  });

  it('radio, checkbox, select, likert take options; hidden takes key and value', () => {
    for (const type of ['radio', 'checkbox', 'select', 'likert'])
      expect(formBuilderOptions(type)).toContain('options');
    expect(formBuilderOptions('likert')).not.toContain('required');
    expect(formBuilderOptions('hidden')).toEqual(['key', 'value']);
  });

  it('textarea gets maxLength when the vanilla form handler feature is on', () => {
    expect(formBuilderOptions('textarea')).not.toContain('maxLength');
    expect(formBuilderOptions('textarea', [VANILLA_FORM_HANDLER])).toContain('maxLength');
    expect(formBuilderOptions('text', [VANILLA_FORM_HANDLER])).not.toContain('maxLength');
    expect(formBuilderField({ type: 'textarea', maxLength: '500' }, [VANILLA_FORM_HANDLER])).toEqual({
      type: 'textarea',
      description: '',
      placeholder: '',
      required: false,
      maxLength: 500,
    });
    expect(formBuilderField({ type: 'textarea', maxLength: -3 }, [VANILLA_FORM_HANDLER]).maxLength).toBe(0);
    expect(formBuilderField({ type: 'textarea', maxLength: 500 })).not.toHaveProperty('maxLength');
  });

  it('keeps only the options of the type, with defaults for missing or wrong kinds', () => {
    expect(
      formBuilderField({ type: 'hidden', key: 'source', value: 'ad', required: true, placeholder: 'x' }),
    ).toEqual({ type: 'hidden', key: 'source', value: 'ad' });
    expect(formBuilderField({ type: 'currency', currencySymbol: '€', required: 'yes' })).toEqual({
      type: 'currency',
      description: '',
      placeholder: '',
      required: false,
      currencySymbol: '€',
    });
    expect(formBuilderField({ type: 'select', options: ['S', 2, 'M'] }).options).toEqual(['S', 'M']);
    expect(formBuilderField({ type: 'section', underline: true })).toEqual({
      type: 'section',
      underline: true,
    });
    expect(formBuilderField({ type: 'phone', showCountryCode: true }).showCountryCode).toBe(true);
  });

  it('Form model sections: build, storage, advanced, captcha, disclaimer', () => {
    expect([...FORM_MODEL_SECTIONS]).toEqual(['build', 'storage', 'advanced', 'captcha', 'disclaimer']);
  });
});
