import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const bin = join(repo, 'src/engine/cli/vitrine.mjs');

function vitrine(args: string[], cwd = repo) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 50_000 });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

// Each test starts a process (before a build, tsx compiles the CLI on the fly): seconds on a
// busy machine, not the default 5.
describe('npx vitrine render', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
  const file = (name: string, text: string) => {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const data = file('page.json', '{"name": "<Ann>", "items": [1, 2]}');
  const partials = file('partials.json', '{"row": "[{@}]"}');

  it('prints the page and exits 0 when the template is clean', () => {
    const page = file('ok.html', 'Hi {name|html}: {.repeated section items}{@|apply row}{.end}');
    expect(vitrine(['render', page, '--json', data, '--partials', partials])).toEqual({
      stdout: 'Hi &lt;Ann&gt;: [1][2]',
      stderr: '',
      code: 0,
    });
  });

  it('reports each error as file:line:col message on stderr and exits 1', () => {
    const page = file('bad.html', 'Hi\n {name|shout}{@|apply missing}!');
    const r = vitrine(['render', page, '--json', data]);
    expect(r.stdout).toBe('Hi\n !');
    expect(r.stderr).toBe(
      `${page}:2:2 Formatter 'shout' is unknown\n${page}:2:14 Partial "missing" is not defined: no --partials was given\n`,
    );
    expect(r.code).toBe(1);
  });

  it('explains its usage and exits 2 when called wrongly', () => {
    const r = vitrine(['render']);
    expect(r.stderr).toContain('usage: vitrine render TEMPLATE --json DATA');
    expect(r.code).toBe(2);
  });

  it('refuses a render without --json as a usage error: exit 2, the usage printed, no page', () => {
    const page = file('nojson.html', 'Hi {name}');
    const r = vitrine(['render', page]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('vitrine: --json DATA is missing');
    expect(r.stderr).toContain('usage: vitrine render TEMPLATE --json DATA');
    expect(r.code).toBe(2);
  });

  it('finds partials in a folder as templates apply them: with or without .html, in nested folders', () => {
    const folder = join(dir, 'theme1/partials');
    file('theme1/partials/head.html', '<h>{name}</h>');
    file('theme1/partials/parts/card.html', '<c>{@}</c>');
    const page = file(
      'theme1/templates/page.html',
      '{@|apply head.html}{@|apply head}{.repeated section items}{@|apply parts/card.html}{@|apply parts/card}{.end}',
    );
    expect(vitrine(['render', page, '--json', data, '--partials', folder])).toEqual({
      stdout: '<h><Ann></h><h><Ann></h><c>1</c><c>1</c><c>2</c><c>2</c>',
      stderr: '',
      code: 0,
    });
  });

  it("names a partial's own file:line:col for an error inside it, then where it was applied", () => {
    file(
      'theme2/partials/parts/card.html',
      '<div>\n  {name|html}{.section items}{@|apply parts/price}{.end}\n</div>',
    );
    file('theme2/partials/parts/price.html', 'price:\n{@|bogus}');
    const page = file('theme2/templates/page.html', 'Page\n\n  {@|apply parts/card.html}');
    // Relative paths, as a theme author types them from the theme's folder.
    const r = vitrine(
      ['render', 'templates/page.html', '--json', data, '--partials', 'partials'],
      join(dir, 'theme2'),
    );
    expect(page).toContain('theme2');
    expect(r.stderr).toBe(
      "partials/parts/price.html:2:1 Formatter 'bogus' is unknown" +
        ' (applied at partials/parts/card.html:2:30, which is applied at templates/page.html:3:3)\n',
    );
    expect(r.code).toBe(1);
  });

  it('traces an error met while rendering a partial to the partial, and each apply of it', () => {
    file('theme3/partials/row.html', '<li>\n  {.eval nope(1)}</li>');
    file('theme3/templates/page.html', '{.repeated section items}{@|apply row.html}{.end}\n{@|apply row}');
    const r = vitrine(
      ['render', 'templates/page.html', '--json', data, '--partials', 'partials'],
      join(dir, 'theme3'),
    );
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^partials\/row\.html:2:3 .*nope.* \(applied at templates\/page\.html:1:26\) \(and 1 more time\)$/,
    );
    expect(lines[1]).toMatch(/^partials\/row\.html:2:3 .*nope.* \(applied at templates\/page\.html:2:1\)$/);
    expect(r.code).toBe(1);
  });

  it('names the unclosed blocks innermost first, the inner block whose .end went missing first', () => {
    const page = file(
      'unclosed.html',
      ['<main>', '{.section item}', '  {.if onSale}', '    <b>Sale</b>', '{.end}', '</main>', ''].join('\n'),
    );
    const r = vitrine(['render', page, '--json', data]);
    expect(r.stderr).toBe(
      `${page}:3:3 '.if' opened at line 3, column 3 is probably the block missing its '.end': ` +
        `the '.end' at line 5, column 1 closed it, but is indented like the block around it\n` +
        `${page}:7:1 Reached the end of the template inside '.section' opened at line 2, column 1\n`,
    );
    expect(r.code).toBe(1);
    const both = file('unclosed2.html', '{.section item}\n  {.if onSale}\n    x\n');
    expect(vitrine(['render', both, '--json', data]).stderr).toBe(
      `${both}:4:1 Reached the end of the template inside '.if' opened at line 2, column 3\n` +
        `${both}:4:1 Reached the end of the template inside '.section' opened at line 1, column 1\n`,
    );
  });

  it('names the file, line and column of bad JSON data, and exits 2 without rendering', () => {
    const page = file('json.html', 'Hi {name}');
    const cut = file('cut.json', '{\n  "name": "Ann",\n  "items": [1, 2\n');
    const r = vitrine(['render', page, '--json', cut]);
    expect(r).toEqual({
      stdout: '',
      stderr:
        `${cut}:3:17 The data file is not valid JSON. The JSON ends too early, where ',' or ']' after an array ` +
        'element should follow: the array opened at line 3, column 12 is not closed.\n',
      code: 2,
    });
    const comma = file('comma.json', '{\n  "name": "Ann",\n}\n');
    expect(vitrine(['render', page, '--json', comma]).stderr).toBe(
      `${comma}:3:1 The data file is not valid JSON. A comma cannot come right before '}': JSON allows no trailing comma.\n`,
    );
  });

  it('says which file is missing, without a stack trace', () => {
    const r = vitrine(['render', join(dir, 'nowhere.html'), '--json', data]);
    expect(r).toEqual({
      stdout: '',
      stderr: `Cannot read the template ${join(dir, 'nowhere.html')}: there is no such file or folder.\n`,
      code: 2,
    });
  });

  it("renders the demo store's product page with its own partials cleanly", () => {
    const r = vitrine([
      'render',
      'fixtures/site/templates/product.html',
      '--json',
      'test/data/cli/product.json',
      '--partials',
      'fixtures/site/partials',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<h1>Linen Shirt</h1>');
    expect(r.stdout).toContain('</html>');
  });
});
