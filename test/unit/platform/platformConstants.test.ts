import { describe, expect, it } from 'vitest';
import {
  isUsTerritory,
  maskedPassword,
  PASSWORD_MASK_PLACEHOLDER,
  passwordToSave,
  US_TERRITORIES,
} from '../../../src/platform/platformConstants.ts';

describe('engine spec §9 platform constants', () => {
  it('US territories list: US, PR, GU, VI, MP, AS, UM', () => {
    expect([...US_TERRITORIES]).toEqual('US, PR, GU, VI, MP, AS, UM'.split(', '));
    for (const code of ['US', 'pr', ' gu ', 'VI', 'MP', 'AS', 'UM']) expect(isUsTerritory(code)).toBe(true);
    for (const code of ['CA', 'MX', 'GB', '', undefined, null]) expect(isUsTerritory(code)).toBe(false);
  });

  it('Password mask placeholder is a fixed token string', () => {
    expect(typeof PASSWORD_MASK_PLACEHOLDER).toBe('string');
    expect(PASSWORD_MASK_PLACEHOLDER).toBe('__VITRINE_PASSWORD_MASK__');
    expect(maskedPassword(true)).toBe(PASSWORD_MASK_PLACEHOLDER);
    expect(maskedPassword(false)).toBe('');
    // The placeholder sent back keeps the saved password; anything else is the new one.
    expect(passwordToSave(PASSWORD_MASK_PLACEHOLDER)).toBeUndefined();
    expect(passwordToSave('hunter2')).toBe('hunter2');
    expect(passwordToSave('')).toBe('');
  });
});
