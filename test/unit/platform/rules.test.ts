import { describe, expect, it } from 'vitest';
import { isMockRecordingId, isSessionRecordingEligible } from '../../../src/platform/sessionRecording.ts';
import { storeSlug } from '../../../src/platform/storeSlug.ts';

describe('store slug', () => {
  it('is the trimmed title', () => {
    expect(storeSlug('  Winter Shop ', 'Store')).toBe('Winter Shop');
    expect(storeSlug('abc', 'Store')).toBe('abc');
  });

  it('is the trimmed fallback title when the title is empty or shorter than 3 characters', () => {
    expect(storeSlug('', ' Store ')).toBe('Store');
    expect(storeSlug('   ', 'Store')).toBe('Store');
    expect(storeSlug(' ab ', 'Store')).toBe('Store');
  });

  it('takes -1, -2 … past those taken', () => {
    expect(storeSlug('Shop', 'Store', ['Shop'])).toBe('Shop-1');
    expect(storeSlug('Shop', 'Store', ['Shop', 'Shop-1', 'Shop-2'])).toBe('Shop-3');
    expect(storeSlug('Shop', 'Store', ['Shop', 'Shop-2'])).toBe('Shop-1');
    expect(storeSlug('Shop', 'Store', ['Shop-1'])).toBe('Shop');
    expect(storeSlug('x', 'Store', ['Store', 'Store-1'])).toBe('Store-2');
  });
});

describe('session recording eligibility', () => {
  const base = {
    country: 'US',
    timeZone: 'America/New_York',
    featureToggle: true,
    experimentVariant: 'on',
    cpuCores: 3,
    search: '',
  };

  it('needs US or JP, an America or Asia/Tokyo zone, the toggle, a variant not "false", over 2 cores', () => {
    expect(isSessionRecordingEligible(base)).toBe(true);
    expect(isSessionRecordingEligible({ ...base, country: 'JP', timeZone: 'Asia/Tokyo' })).toBe(true);
    expect(isSessionRecordingEligible({ ...base, country: 'GB' })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, timeZone: 'Europe/Paris' })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, timeZone: 'Asia/Seoul' })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, featureToggle: false })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, experimentVariant: 'false' })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, cpuCores: 2 })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, cpuCores: undefined })).toBe(false);
  });

  it("sampled experiment variant not equal to 'false': only 'false' excludes, a missing variant does not", () => {
    expect(isSessionRecordingEligible({ ...base, experimentVariant: 'false' })).toBe(false);
    expect(isSessionRecordingEligible({ ...base, experimentVariant: undefined })).toBe(true);
    expect(isSessionRecordingEligible({ ...base, experimentVariant: '' })).toBe(true);
    expect(isSessionRecordingEligible({ ...base, experimentVariant: 'control' })).toBe(true);
  });

  it('is forced by force_enable_fullstory=true, whatever else holds', () => {
    const none = {
      country: undefined,
      timeZone: undefined,
      featureToggle: false,
      experimentVariant: 'false',
      cpuCores: 1,
    };
    expect(isSessionRecordingEligible({ ...none, search: '?a=1&force_enable_fullstory=true' })).toBe(true);
    expect(isSessionRecordingEligible({ ...none, search: '?force_enable_fullstory=1' })).toBe(false);
  });

  it('treats an empty id or one starting with "mock" as a mock', () => {
    expect(isMockRecordingId('')).toBe(true);
    expect(isMockRecordingId('MOCK-123')).toBe(true);
    expect(isMockRecordingId('o-ABC-na1')).toBe(false);
  });
});
