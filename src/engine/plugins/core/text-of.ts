import { toOutput } from '../../to-output.ts';

/** The text a value prints as, for formatters that work on strings. */
export function text(value: unknown): string {
  return toOutput(value);
}
