/**
 * `variants-select`: one picker per variant option (a select and the same choices as radio
 * buttons), which the variant-picker widget hydrates. The option names come from the
 * merchant's ordering, their values from the variants in the order they first appear.
 */

import { asText, get, isObject, isTruthy, list } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { escapeAttributeKeepingAmpersands, escapeAttribute, jsonAttribute } from './escape.ts';
import { fillPattern, localizedString } from './localized.ts';
import { productType } from './productState.ts';

interface VariantOption {
  readonly name: string;
  readonly values: string[];
}

/** The options to pick from; none when there is no real choice (one variant or fewer). */
export function variantOptions(item: unknown): VariantOption[] {
  const content = get(item, 'structuredContent');
  const variants = list(get(content, 'variants'));
  if (variants.length <= 1) return [];
  const options = list(get(content, 'variantOptionOrdering')).map((name) => ({
    name: asText(name),
    values: [] as string[],
  }));
  for (const variant of variants) {
    const attributes = get(variant, 'attributes');
    if (!isObject(attributes)) continue;
    for (const [name, raw] of Object.entries(attributes)) {
      const value = asText(raw);
      // The last option of that name wins, as in the public engines (names should be unique).
      const option = options.findLast((o) => o.name === name);
      if (option !== undefined && !option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/**
 * Gift cards have one option the platform names "Value", so its title and prompt are
 * translated as a whole rather than built from a merchant's option name.
 */
function _texts(item: unknown, ctx: RenderContext): { title: string; select: string } {
  if (productType(item) === 'gift-card') {
    return {
      title: localizedString(ctx, 'giftCardValueDisplayText', 'Value'),
      select: localizedString(ctx, 'giftCardVariantSelectText', 'Select Value'),
    };
  }
  return {
    title: '{name}',
    select: localizedString(ctx, 'productVariantSelectText', 'Select {variantName}'),
  };
}

function _option(option: VariantOption, title: string, select: string): string {
  const name = escapeAttribute(option.name);
  const prompt = fillPattern(select, { variantName: option.name });
  const choices = option.values
    .map((v) => `<option value="${escapeAttribute(v)}">${escapeAttribute(v)}</option>`)
    .join('');
  const radios = option.values
    .map((v) => {
      const value = escapeAttribute(v);
      const id = `variant-option-${name}-${value}`;
      return (
        `\n      <input type="radio" class="variant-radiobtn" value="${value}" name="variant-option-${name}" id="${id}"/>` +
        `\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${value}</label>`
      );
    })
    .join('');
  return (
    '\n    <div class="variant-option">' +
    `\n    <div class="variant-option-title">${escapeAttribute(fillPattern(title, { name: option.name }))}: </div>` +
    '\n    <div class="variant-select-wrapper">' +
    `\n      <select aria-label="${escapeAttributeKeepingAmpersands(prompt)}" data-variant-option-name="${name}">` +
    `\n        <option value="">${escapeAttribute(prompt)}</option>` +
    `\n        ${choices}` +
    '\n      </select>' +
    '\n    </div>' +
    `\n    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">${radios}` +
    '\n    </div>' +
    '\n    </div>'
  );
}

export const variantsSelect: Formatter = (item, _args, ctx) => {
  const options = variantOptions(item);
  // No options: a missing value, as Java's setMissing (`|json` prints nothing).
  if (options.length === 0) return undefined;
  const content = get(item, 'structuredContent');
  const { title, select } = _texts(item, ctx);
  const subscription = isTruthy(get(content, 'isSubscribable'))
    ? ` data-is-subscribable="true" data-subscription-plan="${jsonAttribute(get(content, 'subscriptionPlan'))}"`
    : '';
  // The references' template opens `{.if options}` with four indented `.var` lines and a blank
  // one, and ends with a line break after the block.
  return (
    `\n${'  \n'.repeat(4)}\n  ` +
    `<div class="product-variants" data-item-id="${escapeAttribute(asText(get(item, 'id')))}"` +
    ` data-variants="${jsonAttribute(get(content, 'variants'))}"${subscription} data-animation-role="content">` +
    options.map((o) => _option(o, title, select)).join('') +
    '\n  </div>\n'
  );
};
