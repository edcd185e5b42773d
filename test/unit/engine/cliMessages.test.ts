// The CLI's messages, run in this process (fast): command-line mistakes, bad JSON, partial
// names and hints, and the demo store's own pages. cli.test.ts runs the command itself.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import { pageForms } from '../../../fixtures/server/seed/demoForms.ts';
import { engineItem, merchandisingContext, SHOP } from '../../../fixtures/server/site/engineItem.ts';
import { findJsonProblem } from '../../../src/engine/jsonProblem.ts';
import { main } from '../../../src/engine/cli/main.ts';
import { USAGE } from '../../../src/engine/cli/options.ts';
import { MAX_PARTIAL_FILES, readPartials } from '../../../src/engine/cli/readPartials.ts';
import { render } from '../../../src/engine/index.ts';
import { PageType } from '../../../src/enums/pageType.ts';

const repo = resolve(import.meta.dirname, '../../..');

async function vitrine(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { out: (t) => void (stdout += t), err: (t) => void (stderr += t) });
  return { stdout, stderr, code };
}

const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-messages-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}
const data = file('data.json', '{"title": "Shirt", "items": [1, 2]}');

describe('the command line', () => {
  it('prints the help on stdout and exits 0', async () => {
    for (const args of [['--help'], ['-h'], ['help'], ['render', '--help']]) {
      expect(await vitrine(args)).toEqual({ stdout: `${USAGE}\n`, stderr: '', code: 0 });
    }
  });

  it.each([
    [[], 'vitrine: name a command: vitrine render TEMPLATE --json DATA.'],
    [['rendr', 'a.html'], "vitrine: unknown command 'rendr': the command is 'render'."],
    [['a.html', '--json', 'd.json'], "vitrine: unknown command 'a.html': the command is 'render'."],
    [['--json', 'd.json'], 'vitrine: start with the command: vitrine render TEMPLATE --json DATA.'],
    [
      ['render', '--json', 'd.json'],
      'vitrine: name the template to render: vitrine render TEMPLATE --json DATA.',
    ],
    [
      ['render', 'a.html'],
      'vitrine: --json DATA is missing: name the JSON file of the data the template reads',
    ],
    [
      ['render', 'a.html', 'd.json'],
      'vitrine: render takes one template, but got 2: a.html, d.json (did you mean --json d.json?).',
    ],
    [['render', 'a.html', '--jsn', 'd.json'], "vitrine: unknown option '--jsn' (did you mean --json?)."],
    [['render', 'a.html', '--json'], 'vitrine: --json needs a value, as in --json page.json.'],
    [['render', 'a.html', '--json', 'd.json', '--watch=yes'], 'vitrine: --watch takes no value.'],
    [
      ['render', 'a.html', '--json', 'd.json', '--now', 'soon'],
      'vitrine: --now soon is not a time: write epoch',
    ],
    [
      ['render', 'a.html', '--json', 'd.json', '--locale', 'en_US!'],
      'vitrine: --locale en_US! is not a locale tag',
    ],
    [
      ['render', 'a.html', '--json', 'd.json', '--time-zone', 'Mars/Base'],
      'vitrine: --time-zone Mars/Base is not',
    ],
  ])('refuses %j with a usage error, exit 2', async (args, message) => {
    const r = await vitrine(args);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(message)).toBe(true);
    expect(r.stderr).toContain('\nusage: vitrine render TEMPLATE --json DATA');
    expect(r.code).toBe(2);
  });

  it('takes --now as epoch milliseconds or an ISO date, and --locale and --time-zone', async () => {
    const page = file('now.html', '{now|date %Y-%m-%d %H:%M}');
    const json = file('now.json', '{"now": 1714564800000}');
    const args = ['render', page, '--json', json, '--time-zone', 'Europe/Paris', '--locale', 'fr-FR'];
    expect((await vitrine([...args, '--now', '2024-05-01T12:00:00Z'])).stdout).toBe('2024-05-01 14:00');
    expect((await vitrine([...args, '--now', '1714564800000'])).code).toBe(0);
  });
});

describe('files that cannot be used', () => {
  it('names a missing data file, a folder given as a file, and a missing partials folder', async () => {
    const page = file('page.html', '{title}');
    expect(await vitrine(['render', page, '--json', join(dir, 'none.json')])).toEqual({
      stdout: '',
      stderr: `Cannot read the data file ${join(dir, 'none.json')}: there is no such file or folder.\n`,
      code: 2,
    });
    expect((await vitrine(['render', dir, '--json', data])).stderr).toBe(
      `Cannot read the template ${dir}: it is a folder, not a file.\n`,
    );
    expect((await vitrine(['render', page, '--json', data, '--partials', join(dir, 'nope')])).stderr).toBe(
      `Cannot read the partials ${join(dir, 'nope')}: there is no such file or folder.\n`,
    );
  });

  it('locates bad JSON in the data, partials and injects files', async () => {
    const page = file('page2.html', '{title}');
    const bad = file('bad.json', '{\n  "title": "Shirt"\n  "items": []\n}');
    expect((await vitrine(['render', page, '--json', bad])).stderr).toBe(
      `${bad}:3:3 The data file is not valid JSON. A comma is missing before this, after the value of "title".\n`,
    );
    const partials = file('bad-partials.json', "{'row': 'x'}");
    expect((await vitrine(['render', page, '--json', data, '--partials', partials])).stderr).toBe(
      `${partials}:1:2 The partials file is not valid JSON. Property names are written in double quotes in JSON, not single quotes.\n`,
    );
    const injects = file('bad-injects.json', '');
    expect((await vitrine(['render', page, '--json', data, '--injects', injects])).stderr).toBe(
      `${injects}:1:1 The injects file is not valid JSON. The file is empty: it needs a JSON value, such as {} for no data.\n`,
    );
  });

  it('says what a partials or injects file must hold', async () => {
    const page = file('page3.html', '{title}');
    const list = file('list.json', '["a"]');
    expect((await vitrine(['render', page, '--json', data, '--partials', list])).stderr).toContain(
      `${list}: a partials file must hold a JSON object of partial name to template text`,
    );
    const number = file('number.json', '{"row": 3}');
    expect((await vitrine(['render', page, '--json', data, '--partials', number])).stderr).toBe(
      `${number}: the partial "row" must be template text in a string, not a number.\n`,
    );
    expect((await vitrine(['render', page, '--json', data, '--injects', list])).stderr).toContain(
      `${list}: an injects file must hold a JSON object of name to text`,
    );
  });

  it('reads injects, writing a value that is not a string back as JSON', async () => {
    const page = file(
      'inject.html',
      '{.inject @hours hours.json}{@hours.open}-{.inject @note note.txt}{@note}',
    );
    const injects = file('injects.json', '{"hours.json": {"open": 9}, "note.txt": "hi"}');
    expect((await vitrine(['render', page, '--json', data, '--injects', injects])).stdout).toBe('9-hi');
  });

  it('drops a byte order mark at the start of a file', async () => {
    const page = file('bom.html', '\ufeff{title}');
    const json = file('bom.json', '\ufeff{"title": "Shirt"}');
    expect(await vitrine(['render', page, '--json', json])).toEqual({ stdout: 'Shirt', stderr: '', code: 0 });
  });
});

describe('bad JSON, located and explained', () => {
  it.each([
    ['{"a":1,}', '1:8', "A comma cannot come right before '}': JSON allows no trailing comma."],
    ['[1,\n2,\n]', '3:1', "A comma cannot come right before ']': JSON allows no trailing comma."],
    [
      '{"a":',
      '1:6',
      'The JSON ends too early, where a value should follow: the object opened at line 1, column 1 is not closed.',
    ],
    ['', '1:1', 'The file is empty: it needs a JSON value, such as {} for no data.'],
    ['[1 2]', '1:4', 'A comma is missing before this, after an array element.'],
    ['{"a" 1}', '1:6', `Expected ':' after the property name "a".`],
    ['{"a":tru}', '1:6', "'tru' is not a JSON value"],
    ['{"a":undefined}', '1:6', "'undefined' is not a JSON value"],
    ['{"a":01}', '1:6', "'01' is not a number JSON can read"],
    ['{"a":.5}', '1:6', "'.5' is not a number JSON can read"],
    ['{a:1}', '1:2', 'Property names are written in double quotes in JSON: write "a".'],
    ['{"a":\'x\'}', '1:6', 'Strings are written in double quotes in JSON, not single quotes.'],
    ['{"a":"x\ny"}', '1:8', 'A string cannot run over a line break'],
    ['{"a":"x\ty"}', '1:8', 'A string cannot hold a tab as is: write \\t.'],
    ['{"a":"\\x"}', '1:7', "'\\x' is not an escape JSON knows"],
    ['{"a":"\\u12"}', '1:7', 'A \\u escape needs four hexadecimal digits'],
    ['{"a":"x', '1:6', 'The string starting here is not closed with a double quote.'],
    ['// note\n{}', '1:1', 'JSON does not allow comments.'],
    ['{"a":1 /* c */}', '1:8', 'JSON does not allow comments.'],
    ['{"a":1}{"b":2}', '1:8', 'There is more text after the JSON value'],
    ['{"a":1}\n}', '2:1', 'There is more text after the JSON value'],
    [
      '{"a":[1,{"b":2}',
      '1:16',
      "where ',' or ']' after an array element should follow: the array opened at line 1, column 6",
    ],
  ])('%j: %s', (text, where, message) => {
    expect(() => JSON.parse(text)).toThrow();
    const problem = findJsonProblem(text)!;
    expect(`${problem.line}:${problem.column}`).toBe(where);
    expect(problem.message).toContain(message);
  });

  it('walks data of any depth or length without running out of stack', () => {
    expect(findJsonProblem('['.repeat(200_000))!.message).toContain(
      'the array opened at line 1, column 200000',
    );
    expect(findJsonProblem(`[${'1,'.repeat(300_000)}`)!.line).toBe(1);
  });
});

describe('partials', () => {
  it('names each file of a folder by its path there, with and without .html; an exact name wins', () => {
    const folder = join(dir, 'names');
    file('names/head.html', 'H');
    file('names/nav', 'plain nav');
    file('names/nav.html', 'html nav');
    file('names/nav.block.html', 'block');
    file('names/parts/deep/card.html', 'card');
    file('names/.head.html.swp', 'swap');
    file('names/.git/x.html', 'git');
    const p = readPartials(folder);
    expect({ ...p.sources }).toEqual({
      'head.html': 'H',
      head: 'H',
      nav: 'plain nav',
      'nav.html': 'html nav',
      'nav.block.html': 'block',
      'nav.block': 'block',
      'parts/deep/card.html': 'card',
      'parts/deep/card': 'card',
    });
    expect(p.files['parts/deep/card']).toBe(join(folder, 'parts/deep/card.html'));
    expect(p.folders).toEqual([folder, join(folder, 'parts'), join(folder, 'parts/deep')]);
  });

  it('takes any file name, __proto__ too, as a plain partial', () => {
    file('proto/__proto__.html', 'proto');
    const p = readPartials(join(dir, 'proto'));
    expect(Object.hasOwn(p.sources, '__proto__')).toBe(true);
    expect(p.sources.__proto__).toBe('proto');
  });

  it('stops on a folder with more files than a theme has', () => {
    for (let i = 0; i <= MAX_PARTIAL_FILES; i++) file(`many/p${i}.html`, '');
    expect(() => readPartials(join(dir, 'many'))).toThrow(
      `${join(dir, 'many')} holds more than ${MAX_PARTIAL_FILES} files: is it the partials folder?`,
    );
  });

  it('suggests a close name for a partial that is not there, and the folder when --partials is left out', async () => {
    file('hint/partials/header.html', 'H');
    file('hint/partials/parts/card.html', 'C');
    const page = file(
      'hint/templates/page.html',
      '{@|apply haeder.html}\n{@|apply parts/crad}\n{@|apply footer}',
    );
    const partials = join(dir, 'hint/partials');
    expect((await vitrine(['render', page, '--json', data, '--partials', partials])).stderr).toBe(
      `${page}:1:1 Partial "haeder.html" is not defined: there is no ${partials}/haeder.html; did you mean "header.html"?\n` +
        `${page}:2:1 Partial "parts/crad" is not defined: there is no ${partials}/parts/crad or ${partials}/parts/crad.html; did you mean "parts/card"?\n` +
        `${page}:3:1 Partial "footer" is not defined: there is no ${partials}/footer or ${partials}/footer.html\n`,
    );
    expect((await vitrine(['render', page, '--json', data])).stderr.split('\n')[0]).toBe(
      `${page}:1:1 Partial "haeder.html" is not defined: no --partials was given ` +
        `(the theme's partials may be in ${partials}: add --partials ${partials})`,
    );
  });

  it('names a partial from a JSON file as file#name', async () => {
    const partials = file('named.json', '{"row": "<li>\\n{@|nope}</li>"}');
    const page = file('named.html', '{.repeated section items}{@|apply row}{.end}');
    expect((await vitrine(['render', page, '--json', data, '--partials', partials])).stderr).toBe(
      `${partials}#row:2:1 Formatter 'nope' is unknown (applied at ${page}:1:26)\n`,
    );
  });

  it('places an error in a macro in the file that defines it', async () => {
    file('macro/partials/list.html', '{.repeated section items}{@|apply item}{.end}');
    const page = file('macro/page.html', '{.macro item}\n  <b>{.eval nope()}</b>\n{.end}{@|apply list.html}');
    const r = await vitrine(['render', page, '--json', data, '--partials', join(dir, 'macro/partials')]);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${page}:2:6 .*nope.* \\(applied at ${join(dir, 'macro/partials/list.html')}:1:26, which is applied at ${page}:3:7\\) \\(and 1 more time\\)\n$`,
      ),
    );
  });
});

describe('error places in the engine', () => {
  it('traces an error in a partial: its place, then each apply, innermost first', () => {
    const { errors } = render(
      'a\n {.section x}{@|apply outer}{.end}',
      { x: { y: 1 } },
      {
        partials: { outer: 'o\n  {@|apply inner}', inner: '{.eval nope()}' },
      },
    );
    expect(errors).toEqual([
      {
        type: 'engine',
        message: expect.stringContaining('nope') as string,
        line: 1,
        column: 1,
        trace: [
          { partial: 'inner', line: 1, column: 1 },
          { partial: 'outer', line: 2, column: 3 },
          { line: 2, column: 14 },
        ],
      },
    ]);
  });

  it('keeps the place of a partial that fails to parse, and the parser message alone', () => {
    const { errors } = render('x{@|apply p}', {}, { partials: { p: '\n {y|bogus}' } });
    expect(errors).toEqual([
      {
        type: 'engine',
        message: `Partial "p" failed to parse: Formatter 'bogus' is unknown (line 2, column 2)`,
        line: 1,
        column: 2,
        trace: [
          { partial: 'p', line: 2, column: 2 },
          { line: 1, column: 2 },
        ],
        reason: "Formatter 'bogus' is unknown",
      },
    ]);
  });

  it('adds no trace to an error in the template itself', () => {
    expect(render('{.eval nope()}', {}).errors[0]).not.toHaveProperty('trace');
  });

  it('suspects an inner block only when a block is left open and the .end sat at the outer indent', () => {
    const messages = (t: string) => render(t, {}).errors.map((e) => `${e.line}:${e.column} ${e.message}`);
    // Balanced: nothing to say, however the .end tags are indented.
    expect(messages('{.section a}\n  {.if b}\n{.end}\n{.end}')).toEqual([]);
    // On one line: no indentation to go by.
    expect(messages('{.section a}{.if b}x{.end}')).toEqual([
      "1:27 Reached the end of the template inside '.section' opened at line 1, column 1",
    ]);
    // Three deep, each .end one level out: the innermost block is the one named.
    expect(messages('{.section a}\n  {.section b}\n    {.if c}\n    x\n  {.end}\n{.end}\n')).toEqual([
      "3:5 '.if' opened at line 3, column 5 is probably the block missing its '.end': the '.end' at line 5, column 3 closed it, but is indented like the block around it",
      "7:1 Reached the end of the template inside '.section' opened at line 1, column 1",
    ]);
  });
});

describe("the demo store's own pages", () => {
  const site = JSON.parse(readFileSync(join(repo, 'fixtures/site/site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const partials = join(repo, 'fixtures/site/partials');
  // The data fixtures/server/site/sitePages.ts gives each page (an empty cart).
  const base = {
    ...site,
    productMerchandisingContext: merchandisingContext(demoCatalog),
    forms: pageForms,
    cart: { entries: [], totalQuantity: 0, subtotalCents: 0, grandTotalCents: 0 },
  };
  const renderPage = async (template: string, page: Record<string, unknown>) => {
    const json = file(
      `demo/${template}-${String(page.currentPath).replace(/\W/g, '_')}.json`,
      JSON.stringify(page),
    );
    return vitrine([
      'render',
      join(repo, `fixtures/site/templates/${template}.html`),
      '--json',
      json,
      '--partials',
      partials,
    ]);
  };

  it.each(demoCatalog.map((p) => [p.slug, p] as const))(
    'renders the product page of %s cleanly',
    async (slug, p) => {
      const r = await renderPage('product', {
        ...base,
        currentPath: `/shop/${slug}`,
        pageTitle: p.title,
        pageType: PageType.CONTENT_ITEM,
        collection: SHOP,
        item: engineItem(p),
      });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`<h1>${p.title}</h1>`);
    },
  );

  it('renders the shop, cart and checkout pages cleanly', async () => {
    const items = demoCatalog.map((p) => engineItem(p));
    for (const [template, page] of [
      ['shop', { pageTitle: 'Shop', pageType: PageType.MAIN_CONTENT, collection: { ...SHOP, items } }],
      ['cart', { pageTitle: 'Cart', pageType: PageType.SHOW_CART }],
      ['checkout', { pageTitle: 'Checkout', pageType: PageType.CHECKOUT }],
    ] as const) {
      const r = await renderPage(template, { ...base, currentPath: `/${template}`, ...page });
      expect([template, r.stderr, r.code]).toEqual([template, '', 0]);
    }
  });

  it('test/data/cli/product.json is a product page as the demo store builds it', () => {
    const saved = JSON.parse(readFileSync(join(repo, 'test/data/cli/product.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(saved.pageType).toBe(PageType.CONTENT_ITEM);
    expect(Object.keys(saved).sort()).toEqual(
      Object.keys({ ...base, currentPath: '', pageTitle: '', pageType: 0, collection: 0, item: 0 }).sort(),
    );
  });
});
