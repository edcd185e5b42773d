import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compile, render } from '../index.ts';
import { readPartials } from './read-partials.ts';

const USAGE = `usage: vitrine render TEMPLATE --json DATA [--partials FILE|DIR] [--injects FILE]
                      [--locale TAG] [--time-zone ZONE] [--now EPOCH_MS]

Renders TEMPLATE with the JSON in DATA and prints the page. Each template error goes to
stderr as 'file:line:col message'; the exit code is 1 when there was any.`;

/** Runs the CLI; returns the exit code (0 clean, 1 template errors, 2 usage or file problems). */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'render') {
    console.error(USAGE);
    return 2;
  }
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        json: { type: 'string' },
        partials: { type: 'string' },
        injects: { type: 'string' },
        locale: { type: 'string' },
        'time-zone': { type: 'string' },
        now: { type: 'string' },
      },
    });
    const file = positionals[0];
    if (file === undefined || positionals.length > 1) throw new Error('expected exactly one TEMPLATE');
    const json = values.json === undefined ? {} : (JSON.parse(readFileSync(values.json, 'utf8')) as unknown);
    const compiled = compile(readFileSync(file, 'utf8'));
    const result = render(compiled.code, json, {
      ...(values.partials === undefined ? {} : { partials: readPartials(values.partials) }),
      ...(values.injects === undefined
        ? {}
        : { injects: JSON.parse(readFileSync(values.injects, 'utf8')) as Record<string, string> }),
      ...(values.locale === undefined ? {} : { locale: values.locale }),
      ...(values['time-zone'] === undefined ? {} : { timeZone: values['time-zone'] }),
      ...(values.now === undefined ? {} : { now: Number(values.now) }),
    });
    process.stdout.write(result.output);
    const errors = [...compiled.errors, ...result.errors];
    for (const e of errors) process.stderr.write(`${file}:${e.line}:${e.column} ${e.message}\n`);
    return errors.length > 0 ? 1 : 0;
  } catch (e) {
    console.error(`vitrine: ${e instanceof Error ? e.message : String(e)}`);
    console.error(USAGE);
    return 2;
  }
}
