// @vitest-environment node
/**
 * The import rules (lint/imports.js) as `npm test`'s lint step runs them over the repository:
 * each boundary of eslint.config.js refuses what it names and lets the rest through, and a cycle
 * is found through any number of modules, with type-only imports and import() left out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: repo });

/** The messages of our two rules for `code` as if it were the file at `path` (from the root). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('vitrine/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the import boundaries of eslint.config.js', () => {
  it('keep the platform layer and the editor helpers out of browser code, but for the captcha client', async () => {
    expect(
      await problems('src/widgets/giftCard/x.ts', "import { a } from '../../platform/createStore.ts';\n"),
    ).toEqual([
      expect.stringMatching(
        /^vitrine\/import-boundaries: src\/widgets\/giftCard\/x\.ts may not import src\/platform\/createStore\.ts: the platform layer/,
      ),
    ]);
    expect(await problems('src/commerce/x.ts', "import { a } from '../editor/hexColor.ts';\n")).toHaveLength(
      1,
    );
    expect(
      await problems(
        'src/widgets/giftCard/x.ts',
        "import { a } from '../../platform/captcha/createCaptcha.ts';\n",
      ),
    ).toEqual([]);
    // The layer itself may use its own parts.
    expect(await problems('src/platform/x.ts', "import { a } from './createStore.ts';\n")).toEqual([]);
  });

  it("keep Preact, zod and the widgets' modules out of the collectors (type-only imports pass)", async () => {
    for (const spec of [
      'preact',
      'preact/hooks',
      'react',
      'zod/mini',
      '../../widgets/cart/CartView.tsx',
      '../../api/request.ts',
    ]) {
      expect(
        await problems('src/collectors/census/x.ts', `import { a } from '${spec}';\n`),
        spec,
      ).toHaveLength(1);
    }
    expect(
      await problems('src/collectors/census/x.ts', "import type { A } from '../../api/route.ts';\n"),
    ).toEqual([]);
    expect(
      await problems('src/collectors/census/x.ts', "import { a } from '../common/transport.ts';\n"),
    ).toEqual([]);
  });

  it('keep the loader to its own modules and the marker names', async () => {
    expect(await problems('loader/x.ts', "import { a } from '../src/runtime/settings.ts';\n")).toHaveLength(
      1,
    );
    expect(await problems('loader/x.ts', "import { a } from '../src/runtime/selectors.ts';\n")).toEqual([]);
    expect(await problems('loader/x.ts', "import type { A } from '../src/runtime/types.ts';\n")).toEqual([]);
  });

  it('keep the engine apart from the bundle, and Node and the fixtures out of the browser', async () => {
    expect(
      await problems('src/engine/x.ts', "import { a } from '../widgets/defineWidget.tsx';\n"),
    ).toHaveLength(1);
    expect(await problems('src/ui/x.ts', "import { readFileSync } from 'node:fs';\n")).toHaveLength(1);
    expect(
      await problems('src/ui/x.ts', "import { a } from '../../fixtures/server/seed/catalog.ts';\n"),
    ).toHaveLength(1);
    expect(await problems('src/engine/cli/x.ts', "import { readFileSync } from 'node:fs';\n")).toEqual([]);
  });

  it("keep the whole route table (every area's schemas) out of the browser", async () => {
    expect(await problems('src/api/cartApi.ts', "import { routes } from './routes.ts';\n")).toHaveLength(1);
    expect(
      await problems('src/api/routes/cart.ts', "import { formSubmit } from './forms.ts';\n"),
    ).toHaveLength(1);
    expect(await problems('src/api/cartApi.ts', "import { cartEntries } from './routes/cart.ts';\n")).toEqual(
      [],
    );
  });
});

describe('no import cycle', () => {
  // Files of our own under the repository (the rule reads the modules a file reaches from disk).
  const dir = mkdtempSync(join(repo, 'src', '.cycle-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const at = (name: string) => join(dir, name).slice(repo.length + 1);

  it('is found through three modules, and named module by module', async () => {
    mkdirSync(dir, { recursive: true });
    write('b.ts', "import { c } from './c.ts';\nexport const b = () => c;\n");
    write('c.ts', "import { a } from './a.ts';\nexport const c = () => a;\n");
    const a = "import { b } from './b.ts';\nexport const a = () => b;\n";
    write('a.ts', a);
    const said = await problems(at('a.ts'), a);
    expect(said).toEqual([
      `vitrine/no-import-cycle: Import cycle: ${at('a.ts')} → ${at('b.ts')} → ${at('c.ts')} → ${at('a.ts')}. Move what both sides need into a module of its own.`,
    ]);
  });

  it('leaves out type-only imports and import(), which run nothing at load', async () => {
    const e = "import { d } from './d.ts';\nexport type E = 1;\nexport const e = d;\n";
    write('e.ts', e);
    write(
      'd.ts',
      "import type { E } from './e.ts';\nexport type D = E;\nexport const d = () => import('./e.ts');\n",
    );
    expect(await problems(at('e.ts'), e)).toEqual([]);
    // The same two modules with a run-time import back: a cycle.
    write('d.ts', "import { e } from './e.ts';\nexport const d = () => e;\n");
    expect(await problems(at('e.ts'), e)).toHaveLength(1);
  });
});
