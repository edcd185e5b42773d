import { describe, expect, it } from 'vitest';
import * as index from '../../../src/enums/index.ts';

const modules = import.meta.glob<Record<string, unknown>>(['../../../src/enums/*.ts', '!**/index.ts'], {
  eager: true,
});

describe('src/enums/index.ts', () => {
  it('re-exports every export of every enumeration file', () => {
    const files = Object.keys(modules);
    expect(files.length).toBeGreaterThan(30);
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        expect(index, `${name} from ${file}`).toHaveProperty(name);
        expect((index as Record<string, unknown>)[name], `${name} from ${file}`).toBe(value);
      }
    }
  });

  it('has no export name in two files', () => {
    // Two files must never export the same name: `export *` would silently drop both.
    const names = Object.values(modules).flatMap((exports) => Object.keys(exports));
    expect(new Set(names).size).toBe(names.length);
  });
});
