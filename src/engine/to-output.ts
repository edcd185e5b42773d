/** How a value reads in the page: strings as they are, missing and null as nothing, others as JSON. */
export function toOutput(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'undefined':
      return '';
    case 'object':
      if (value === null) return '';
      try {
        return JSON.stringify(value) ?? '';
      } catch {
        return '';
      }
    default:
      return '';
  }
}
