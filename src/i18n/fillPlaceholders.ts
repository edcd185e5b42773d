import type { MessageParams } from './messageIds.ts';

/**
 * `template` with each `{name}` replaced by `params.name`; numbers go through `formatNumber`.
 * A placeholder without a value stays as written, so a missing parameter shows up as '{name}'
 * rather than as 'undefined' in front of a shopper.
 */
export function fillPlaceholders(
  template: string,
  params: MessageParams,
  formatNumber: (value: number) => string = String,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (typeof value === 'number') return formatNumber(value);
    return typeof value === 'string' ? value : placeholder;
  });
}
