import { InputError } from './inputs.ts';
import { type Options, parseCommand, USAGE, UsageError } from './options.ts';
import { readInputs, renderPage } from './page.ts';
import { watch } from './watch.ts';

/** Where the CLI writes: the process's stdout and stderr, or a test's buffers. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** The synopsis at the top of the usage, printed after a usage mistake. */
const SYNOPSIS = USAGE.slice(0, USAGE.indexOf('\n\n'));

/**
 * Runs the CLI; returns the exit code: 0 the page rendered cleanly, 1 the template had errors,
 * 2 the command line or a file was wrong. Never throws.
 */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  try {
    let options: Options | 'help';
    try {
      options = parseCommand(argv);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.err(`vitrine: ${e.message}.\n\n${SYNOPSIS}\n\nRun 'vitrine --help' to see every option.\n`);
      return 2;
    }
    if (options === 'help') {
      io.out(`${USAGE}\n`);
      return 0;
    }
    if (options.watch) return await watch(options, io);
    return renderOnce(options, io);
  } catch (e) {
    io.err(
      `vitrine: an unexpected failure (please report it): ${e instanceof Error ? e.message : String(e)}\n`,
    );
    return 2;
  }
}

/** Reads, renders and prints once; returns the exit code. */
export function renderOnce(options: Options, io: Io): number {
  let inputs;
  try {
    inputs = readInputs(options);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    io.err(`${e.message}\n`);
    return 2;
  }
  const page = renderPage(options, inputs);
  io.out(page.output);
  for (const line of page.errors) io.err(`${line}\n`);
  return page.errors.length > 0 ? 1 : 0;
}
