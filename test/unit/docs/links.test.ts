import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link in the README and docs/ (the copied spec aside) reaches a file, and every
 * #anchor a heading of that page, as GitHub slugs headings: so moving a section cannot leave a
 * reader at a dead link.
 */

const repo = join(import.meta.dirname, '..', '..', '..');

function pages(): string[] {
  const found = [join(repo, 'README.md')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (relative(repo, path) !== join('docs', 'spec')) walk(path);
      } else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(repo, 'docs'));
  return found;
}

/** The page without its fenced blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown
    .replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[^\n]*$/gm, '')
    .replace(/``[^`]*``|`[^`\n]*`/g, '');
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as dashes. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const fenced = readFileSync(file, 'utf8').replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[^\n]*$/gm, '');
  for (const line of fenced.split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n ? `${base}-${n}` : base);
  }
  return found;
}

describe('the documentation has no dead link', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('The cart')).toBe('the-cart');
    expect(slug('`window.Vitrine`: the public API')).toBe('windowvitrine-the-public-api');
    expect(slug('Theming, languages, money')).toBe('theming-languages-money');
  });

  for (const page of pages()) {
    const name = relative(repo, page);
    it(name, () => {
      const dead: string[] = [];
      for (const match of prose(readFileSync(page, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]!;
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path ? resolve(dirname(page), decodeURIComponent(path)) : page;
        if (!existsSync(file)) dead.push(`${target}: no such file`);
        else if (anchor !== undefined && !(file.endsWith('.md') && anchors(file).has(anchor)))
          dead.push(`${target}: no heading #${anchor} there`);
      }
      expect(dead).toEqual([]);
    });
  }
});
