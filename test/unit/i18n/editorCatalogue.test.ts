import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../src/i18n/addMessages.ts';
import { editorMessages } from '../../../src/i18n/areas/editorMessages.ts';
import { platformMessages } from '../../../src/i18n/areas/platformMessages.ts';
import { createCatalogue } from '../../../src/i18n/createCatalogue.ts';

describe('the editor and platform areas in a catalogue', () => {
  it('fill placeholders and pick plural forms', () => {
    const en = createCatalogue('en-US', editorMessages, platformMessages);
    expect(en.t('editor.unableToLoadPreview', { fontName: 'Inter' })).toBe(
      'Unable to load preview for Inter',
    );
    expect(en.t('editor.timeZoneLoadFailed', { timeZone: 'Asia/Tokyo' })).toBe(
      'Failed to load timezone "Asia/Tokyo". Retry connection or verify site availability.',
    );
    expect(en.plural('editor.connectedZaps', 1)).toBe('1 connected Zap');
    expect(en.plural('editor.connectedZaps', 1200)).toBe('1,200 connected Zaps');
    expect(en.t('platform.notFound', { path: '/api/x' })).toBe('Nothing was found at /api/x.');
  });

  it('fall back along the locale chain: region, language, then English', () => {
    addMessages('pt', { 'editor.networkError': 'Erro de rede', 'editor.reviewChanges': 'Rever alterações' });
    addMessages('pt-BR', { 'editor.reviewChanges': 'Revisar alterações' });
    const br = createCatalogue('pt_BR', editorMessages);
    expect(br.t('editor.reviewChanges')).toBe('Revisar alterações');
    expect(br.t('editor.networkError')).toBe('Erro de rede');
    expect(br.t('editor.pageLocked')).toBe('This page is locked');
    // An English fallback keeps English plural rules in a language whose rules differ.
    expect(createCatalogue('pt-PT', editorMessages).plural('editor.connectedZaps', 0)).toBe(
      '0 connected Zaps',
    );
  });
});
