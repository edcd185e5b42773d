import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '../../loader/registry.ts';
import type { VitrineRuntime } from '../../src/runtime/types.ts';
import {
  docSnippets,
  focusInteractionMarkers,
  htmlBlocks,
  hydrationReport,
  snippetPage,
  snippetServer,
  WIDGETS_OUTSIDE_REGISTRY,
  widgetPageName,
} from './docsSnippets.ts';
import { expect, repo, test } from './fixtures.ts';

/**
 * Every ```html block of the documentation (docs/, but for the copied specification) is hydrated
 * for real: served as a page of its own beside the fixture server, with the built bundle, it must
 * hydrate every marker it holds without one console warning or error. The convention is written
 * at the top of docs/theme-authors/README.md.
 */

/** The page once the loader ran (window.Vitrine, README "Public API and events"). */
type Loaded = { Vitrine?: Pick<VitrineRuntime, 'version' | 'errors' | 'config'> };

const snippets = docSnippets(repo);
const markers = registry.map(({ n, t, s }) => ({ n, t, s }));
const themeAuthors = join(repo, 'docs', 'theme-authors');

const served = test.extend<object, { pages: Awaited<ReturnType<typeof snippetServer>> }>({
  pages: [
    async ({}, use) => {
      const server = await snippetServer(join(repo, 'fixtures', 'site', 'assets'));
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test('every widget of the registry has its theme authors page, with a snippet, linked from the index', () => {
  const index = readFileSync(join(themeAuthors, 'README.md'), 'utf8');
  for (const widget of [...registry.map((e) => e.n), ...WIDGETS_OUTSIDE_REGISTRY]) {
    const page = `${widgetPageName(widget)}.md`;
    const path = join(themeAuthors, page);
    expect(existsSync(path), `docs/theme-authors/${page} (the ${widget} widget's page)`).toBe(true);
    const blocks = htmlBlocks(readFileSync(path, 'utf8'), page);
    expect(blocks.length, `docs/theme-authors/${page} has a \`\`\`html snippet`).toBeGreaterThan(0);
    expect(index, `docs/theme-authors/README.md links ${page}`).toContain(`](${page})`);
  }
});

test('the documentation has snippets to hydrate', () => {
  expect(snippets.length).toBeGreaterThan(0);
});

for (const snippet of snippets) {
  served(`${snippet.file}:${snippet.line} hydrates without a warning`, async ({ page, site, pages }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const path = `/${snippet.file.replace(/[^\w.-]+/g, '_')}-${snippet.line}.html`;
    await page.goto(pages.put(path, snippetPage(snippet, site.url)));
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as Loaded).Vitrine?.version))
      .toBe('string');

    // The loader read its tag: the API is the fixture server (a snippet without markers shows no more).
    expect(await page.evaluate(() => (window as unknown as Loaded).Vitrine!.config.apiBase)).toBe(site.url);

    // Until every marker that can hydrate did; a warning meanwhile is reported with what is missing.
    // Each round the window is as tall as the page (every rendered marker in view: visible) and
    // each rendered interaction marker not reached yet is focused.
    let height = 0;
    const report = async () => {
      const needed = Math.min(Math.max(await page.evaluate(() => document.body.scrollHeight), 720), 8000);
      if (needed > height) await page.setViewportSize({ width: 1280, height: (height = needed) });
      await page.evaluate(focusInteractionMarkers, markers);
      return [...(await page.evaluate(hydrationReport, markers)), ...problems];
    };
    await expect.poll(report, { timeout: 15_000 }).toEqual([]);
    const errors = await page.evaluate(() =>
      (window as unknown as Loaded).Vitrine!.errors.map((e) => `${e.widget ?? ''} ${String(e.error)}`),
    );
    expect(errors, 'Vitrine.errors').toEqual([]);
    expect(problems).toEqual([]);
  });
}
