/**
 * `message` (and its older name `plural`): ICU-style message formatting.
 *
 *   {msg|message count name}            positional arguments {0} {1} …
 *   {msg|message name=person.name}      named arguments {name} (also name:path)
 *
 * Every argument counts positionally, named or not; a reference that matches no argument
 * renders nothing. Argument formatters: plural,
 * selectordinal, select, money/currency, number/decimal, datetime, datetime-interval, unit.
 * A plural with no branch for the number's category renders nothing (as the reference
 * engines do: 'item{0 plural other{s}}' prints 'item' for 1).
 */
import { dateTimeRequest, formatDateTime } from '../date/datetime.ts';
import { toInstant } from '../date/instant.ts';
import { formatInterval } from '../date/interval.ts';
import { asText } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { formatDecimal } from './decimal.ts';
import { localeOrDefault } from './locale.ts';
import { type MessageNode, parseMessage } from './messageParser.ts';
import { formatMoneyValue } from './moneyFormatter.ts';
import { parseOptions } from './options.ts';
import { formatMeasure } from './units/unit.ts';

interface MessageArgs {
  readonly positional: readonly unknown[];
  readonly named: ReadonlyMap<string, unknown>;
}

/**
 * A number token of the data as the Java reference reads it (Jackson's asText): '1.0' stays
 * '1.0', so `#` prints it and its plural category counts the visible fraction digit ("1.0
 * OTHER" where 1 is "ONE"). Carried as this class, so nothing else takes it for a JSON string.
 */
class NumberText {
  constructor(
    readonly value: number,
    readonly text: string,
  ) {}
}

/** The argument at `path`: its value, or a NumberText when the data kept its number token. */
function _resolve(path: string, ctx: RenderContext): unknown {
  const value = ctx.resolve(path);
  if (typeof value !== 'number') return value;
  const text = ctx.numberText(path);
  return text === undefined ? value : new NumberText(value, text);
}

/** Resolve the formatter's arguments: 'path', 'name=path' or 'name:path'. */
function _arguments(args: readonly string[], ctx: RenderContext): MessageArgs {
  const positional: unknown[] = [];
  const named = new Map<string, unknown>();
  for (const arg of args) {
    const a = arg.trim();
    if (a === '') continue;
    const i = a.search(/[=:]/);
    if (i > 0) {
      const value = _resolve(a.slice(i + 1), ctx);
      named.set(a.slice(0, i), value);
      positional.push(value);
    } else positional.push(_resolve(a, ctx));
  }
  return { positional, named };
}

/** The argument `ref` names, as its value (a kept number token as its number). */
function _lookup(ref: string, args: MessageArgs): unknown {
  const arg = _lookupArg(ref, args);
  return arg instanceof NumberText ? arg.value : arg;
}

/** The argument `ref` names, as text: Java's asText of a kept number token, else asText. */
function _lookupText(ref: string, args: MessageArgs): string {
  const arg = _lookupArg(ref, args);
  return arg instanceof NumberText ? arg.text : asText(arg);
}

function _lookupArg(ref: string, args: MessageArgs): unknown {
  if (/^\d+$/.test(ref)) return args.positional[Number(ref)];
  // A name the formatter was not given renders nothing, as in the reference engines.
  return args.named.get(ref);
}

const _NUMBER_TEXT = /^[-+]?\d+(\.\d+)?$/;

/** Intl.PluralRules by locale, type and fraction digits: building one costs far more than using it. */
const _pluralRules = new Map<string, Intl.PluralRules>();

function _rules(locale: string, type: 'cardinal' | 'ordinal', fraction: number): Intl.PluralRules {
  const key = `${locale}|${type}|${fraction}`;
  let rules = _pluralRules.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale, {
      type,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    if (_pluralRules.size >= 200) _pluralRules.clear();
    _pluralRules.set(key, rules);
  }
  return rules;
}

/** The plural category of a number written as `text` ('1.0' has a visible fraction digit). */
function _category(text: string, type: 'cardinal' | 'ordinal', locale: string): string | undefined {
  const s = text.trim();
  if (!_NUMBER_TEXT.test(s)) return undefined;
  const dot = s.indexOf('.');
  const fraction = dot === -1 ? 0 : s.length - dot - 1;
  return _rules(locale, type, Math.min(fraction, 20)).select(Number(s));
}

function _render(
  nodes: readonly MessageNode[],
  args: MessageArgs,
  ctx: RenderContext,
  locale: string,
  number: string,
): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.text;
        break;
      case 'number':
        out += number;
        break;
      case 'choice': {
        const text = _lookupText(node.ref, args);
        let branch: readonly MessageNode[] | undefined;
        if (node.type === 'select') branch = node.branches.get(text) ?? node.branches.get('other');
        else {
          branch = node.branches.get(`=${text.trim()}`);
          if (branch === undefined) {
            for (const [key, nodes] of node.branches) {
              if (key.startsWith('=') && Number(key.slice(1)) === Number(text)) branch = nodes;
            }
          }
          if (branch === undefined) {
            const category = _category(text, node.type === 'plural' ? 'cardinal' : 'ordinal', locale);
            if (category !== undefined) branch = node.branches.get(category);
          }
        }
        if (branch !== undefined) out += _render(branch, args, ctx, locale, text);
        break;
      }
      case 'arg':
        out += _argument(node, args, ctx, locale);
        break;
    }
  }
  return out;
}

function _argument(
  node: Extract<MessageNode, { kind: 'arg' }>,
  args: MessageArgs,
  ctx: RenderContext,
  locale: string,
): string {
  // Java's asString: a kept number token as Java writes it ('1.0').
  if (node.formatter === '') return _lookupText(node.refs[0]!, args);
  const values = node.refs.map((r) => _lookup(r, args));
  const value = values[0];
  const opts = parseOptions(node.options);
  switch (node.formatter) {
    case 'money':
    case 'currency':
      return formatMoneyValue(value, opts, locale);
    case 'number':
    case 'decimal':
      return formatDecimal(value, opts, locale) ?? '';
    case 'unit':
      return formatMeasure(value, opts, locale) ?? '';
    case 'datetime': {
      const epoch = toInstant(value);
      return epoch === undefined
        ? ''
        : formatDateTime(epoch, dateTimeRequest(node.options), locale, ctx.timeZone);
    }
    case 'datetime-interval': {
      const a = toInstant(values[0]);
      const b = toInstant(values[1]);
      if (a === undefined || b === undefined) return '';
      let skeleton = opts.skeleton;
      for (const [k, v] of Object.entries(opts)) if (v === '') skeleton = (skeleton ?? '') + k;
      return formatInterval(a, b, skeleton, locale, ctx.timeZone, opts.context === 'begin-sentence');
    }
    default:
      return asText(value);
  }
}

/**
 * Render `source` with named values already read (`{ qtyInStock: 3 }`), as the built-in
 * templates' `{text|message name:path}` does.
 */
export function formatMessageWith(
  source: string,
  named: Readonly<Record<string, unknown>>,
  ctx: RenderContext,
): string {
  const args: MessageArgs = { positional: Object.values(named), named: new Map(Object.entries(named)) };
  return _render(parseMessage(source), args, ctx, localeOrDefault(ctx.locale), '');
}

/** Render `source` with the formatter's arguments. */
export function formatMessage(source: string, args: readonly string[], ctx: RenderContext): string {
  return _render(parseMessage(source), _arguments(args, ctx), ctx, localeOrDefault(ctx.locale), '');
}

// A number or boolean is its text as a message (Java's asText, as both references read it).
export const message: Formatter = (value, args, ctx) =>
  typeof value === 'string'
    ? formatMessage(value, args, ctx)
    : typeof value === 'number' || typeof value === 'boolean'
      ? formatMessage(String(value), args, ctx)
      : '';
