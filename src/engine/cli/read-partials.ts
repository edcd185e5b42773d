import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Partials from a JSON file (name → template text) or a folder of template files
 * (name = file name, with a trailing `.html` also dropped: `nav.block.html` → `nav.block`).
 */
export function readPartials(path: string): Record<string, string> {
  if (!statSync(path).isDirectory()) return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const partials: Record<string, string> = {};
  for (const name of readdirSync(path)) {
    const file = join(path, name);
    if (statSync(file).isFile()) partials[name.replace(/\.html$/, '')] = readFileSync(file, 'utf8');
  }
  return partials;
}
