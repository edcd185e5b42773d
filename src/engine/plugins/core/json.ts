import type { FormatterTable } from '../types.ts';

/** `</script` inside a JSON string would close an inline script tag; the public engines write `<\/script`. */
const SCRIPT_CLOSE = /<\/(script)/gi;

function stringify(value: unknown, indent?: number): string {
  if (value === undefined) return '';
  try {
    return (JSON.stringify(value, null, indent) ?? '').replace(SCRIPT_CLOSE, '<\\/$1');
  } catch {
    return '';
  }
}

export const jsonFormatters: FormatterTable = {
  json: (value) => stringify(value),
  'json-pretty': (value) => stringify(value, 2),
  raw: (value) => stringify(value),
};
