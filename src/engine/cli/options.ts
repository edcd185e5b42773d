import { parseArgs } from 'node:util';
import { closest } from './closest.ts';

export const USAGE = `usage: vitrine render TEMPLATE --json DATA [--partials DIR|FILE] [--injects FILE]
                      [--locale TAG] [--time-zone ZONE] [--now TIME] [--watch]

Renders TEMPLATE with the data in the JSON file DATA and prints the page.

  --json DATA         the page's data, a JSON file (required; a file holding {} for none)
  --partials DIR      the folder of partials: partials/head.html is applied as
                      {@|apply head.html} or {@|apply head}, partials/parts/card.html as
                      {@|apply parts/card.html}; or a JSON file of name to template text
  --injects FILE      a JSON file of name to text, for {.inject}
  --locale TAG        the locale, such as en-GB (default en-US)
  --time-zone ZONE    an IANA time zone, such as Europe/Paris (default: the data's
                      website.timeZone, else America/New_York)
  --now TIME          the time taken as now: epoch milliseconds or an ISO date
  --watch             render again whenever the template, a partial or the data
                      changes; Ctrl-C stops
  -h, --help          print this help

Each error goes to stderr as 'file:line:column message'. Exit code: 0 when the page
rendered cleanly, 1 when the template had errors, 2 when the command or a file was wrong.`;

/** A mistake in the command line: reported with the usage, exit code 2. */
export class UsageError extends Error {}

export interface Options {
  readonly template: string;
  readonly json: string;
  readonly partials?: string;
  readonly injects?: string;
  readonly locale?: string;
  readonly timeZone?: string;
  readonly now?: number;
  readonly watch: boolean;
}

const OPTIONS = {
  json: { type: 'string' },
  partials: { type: 'string' },
  injects: { type: 'string' },
  locale: { type: 'string' },
  'time-zone': { type: 'string' },
  now: { type: 'string' },
  watch: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line as options, or 'help'; a mistake throws a UsageError that says what to do. */
export function parseCommand(argv: readonly string[]): Options | 'help' {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') return 'help';
  if (command === undefined) throw new UsageError('name a command: vitrine render TEMPLATE --json DATA');
  if (command !== 'render') {
    throw new UsageError(
      command.startsWith('-')
        ? `start with the command: vitrine render TEMPLATE --json DATA`
        : `unknown command '${command}': the command is 'render'`,
    );
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (e) {
    throw new UsageError(argumentProblem(e));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length === 0)
    throw new UsageError('name the template to render: vitrine render TEMPLATE --json DATA');
  if (positionals.length > 1) {
    const json = positionals.slice(1).find((p) => p.endsWith('.json'));
    const hint = json !== undefined && values.json === undefined ? ` (did you mean --json ${json}?)` : '';
    throw new UsageError(
      `render takes one template, but got ${positionals.length}: ${positionals.join(', ')}${hint}`,
    );
  }
  if (values.json === undefined) {
    throw new UsageError(
      '--json DATA is missing: name the JSON file of the data the template reads (a file holding {} renders with no data)',
    );
  }
  return {
    template: positionals[0]!,
    json: values.json,
    ...(values.partials === undefined ? {} : { partials: values.partials }),
    ...(values.injects === undefined ? {} : { injects: values.injects }),
    ...(values.locale === undefined ? {} : { locale: checkLocale(values.locale) }),
    ...(values['time-zone'] === undefined ? {} : { timeZone: checkTimeZone(values['time-zone']) }),
    ...(values.now === undefined ? {} : { now: parseNow(values.now) }),
    watch: values.watch === true,
  };
}

function argumentProblem(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  const option = /'(-[^' ]*)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined) {
    const known = Object.keys(OPTIONS).map((name) => `--${name}`);
    const near = option.startsWith('--') ? closest(option, known) : undefined;
    return `unknown option '${option}'${near === undefined ? '' : ` (did you mean ${near}?)`}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined) {
    return Object.hasOwn(OPTIONS, option.replace(/^--?/, '')) &&
      OPTIONS[option.replace(/^--?/, '') as keyof typeof OPTIONS].type === 'boolean'
      ? `${option} takes no value`
      : `${option} needs a value, as in ${option} ${example(option)}`;
  }
  return message;
}

function example(option: string): string {
  switch (option) {
    case '--json':
      return 'page.json';
    case '--partials':
      return 'partials';
    case '--injects':
      return 'injects.json';
    case '--locale':
      return 'en-GB';
    case '--time-zone':
      return 'Europe/Paris';
    case '--now':
      return '2024-05-01T12:00:00Z';
    default:
      return 'VALUE';
  }
}

function checkLocale(tag: string): string {
  try {
    Intl.getCanonicalLocales(tag);
    return tag;
  } catch {
    throw new UsageError(`--locale ${tag} is not a locale tag: write one such as en-US, fr-FR or de`);
  }
}

function checkTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new UsageError(
      `--time-zone ${zone} is not a time zone: write an IANA name such as America/New_York or Europe/Paris`,
    );
  }
}

function parseNow(text: string): number {
  const n = /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(n)) {
    throw new UsageError(
      `--now ${text} is not a time: write epoch milliseconds (1714564800000) or an ISO date (2024-05-01T12:00:00Z)`,
    );
  }
  return n;
}
