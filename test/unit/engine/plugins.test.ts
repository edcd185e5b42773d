import { describe, expect, it } from 'vitest';
import { families, formatters, predicates } from '../../../src/engine/plugins/index.ts';

describe('formatter and predicate families', () => {
  it('define each formatter name in one family only', () => {
    const owners = new Map<string, string[]>();
    for (const [family, f] of Object.entries(families)) {
      for (const name of Object.keys(f.formatters)) owners.set(name, [...(owners.get(name) ?? []), family]);
    }
    expect([...owners].filter(([, o]) => o.length > 1)).toEqual([]);
  });

  it('define each predicate name in one family only, with or without its question mark', () => {
    const owners = new Map<string, string[]>();
    for (const [family, f] of Object.entries(families)) {
      for (const name of Object.keys(f.predicates)) {
        const key = name.replace(/\?$/, '');
        owners.set(key, [...(owners.get(key) ?? []), family]);
      }
    }
    expect([...owners].filter(([, o]) => o.length > 1)).toEqual([]);
  });

  it('hold only functions', () => {
    for (const fn of [...Object.values(formatters), ...Object.values(predicates)])
      expect(typeof fn).toBe('function');
  });
});
