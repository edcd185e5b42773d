/**
 * `summary-form-field`: one answer of a product's additional-fields form, as shown in order
 * summaries (spec §3 "Form summary field types"). Answers are visitor input, so every part
 * is escaped.
 */
import { LIKERT_DEFAULT_LABELS, LikertValue } from '../../../enums/likertValue.ts';
import { asText, get, isObject, isTruthy, list } from '../json.ts';
import type { Formatter, RenderContext } from '../types.ts';
import { escapeAttribute } from './escape.ts';
import { localizedString } from './localized.ts';

type FieldRenderer = (values: unknown, field: unknown, ctx: RenderContext) => string;

/** A part of a composite answer (`values.City`), escaped; '' when missing. */
function _part(values: unknown, key: string): string {
  return escapeAttribute(asText(get(values, key)));
}

function _partOr(values: unknown, key: string, fallback: string): string {
  return isTruthy(get(values, key)) ? _part(values, key) : fallback;
}

/** The translation key of each likert answer (spec §9: -2 to 2). */
const _LIKERT_KEYS: Readonly<Record<LikertValue, string>> = {
  [LikertValue.STRONGLY_DISAGREE]: 'productAnswerMapStronglyDisagree',
  [LikertValue.DISAGREE]: 'productAnswerMapDisagree',
  [LikertValue.NEUTRAL]: 'productAnswerMapNeutral',
  [LikertValue.AGREE]: 'productAnswerMapAgree',
  [LikertValue.STRONGLY_AGREE]: 'productAnswerMapStronglyAgree',
};

/** Answer ('-2' … '2', as submitted) to its label in the site's language. */
function _likertAnswers(ctx: RenderContext): Map<string, string> {
  return new Map(
    Object.values(LikertValue).map((v) => [
      String(v),
      localizedString(ctx, _LIKERT_KEYS[v], LIKERT_DEFAULT_LABELS[v]),
    ]),
  );
}

const _RENDERERS: Readonly<Record<string, FieldRenderer>> = {
  address: (v) =>
    '<div style="padding-left:5px;">\n' +
    `  <div>${_part(v, 'Line1')}</div>` +
    (isTruthy(get(v, 'Line2')) ? `\n  <div>${_part(v, 'Line2')}</div>` : '') +
    `\n  <div>${_part(v, 'City')}, ${_part(v, 'State')} ${_part(v, 'Zip')} ${_part(v, 'Country')}</div>\n` +
    '</div>',
  checkbox: (v, field) => {
    if (isTruthy(v))
      return `${list(v)
        .map((choice) => escapeAttribute(asText(choice)))
        .join(', ')}\n`;
    return escapeAttribute(asText(get(field, 'value')));
  },
  date: (v) => `${_part(v, 'Month')}/${_part(v, 'Day')}/${_part(v, 'Year')}`,
  likert: (v, _field, ctx) => {
    const answers = _likertAnswers(ctx);
    const rows = Object.entries(isObject(v) ? v : {}).map(
      ([question, answer]) =>
        `\n  <div><span style="font-weight:bold;">${escapeAttribute(question)}:</span> ` +
        `${escapeAttribute(answers.get(asText(answer)) ?? answers.get('0') ?? '')}</div>`,
    );
    return `<div style="padding-left:5px;">${rows.join('')}\n</div>`;
  },
  name: (v) => `${_part(v, 'First')} ${_part(v, 'Last')}`,
  phone: (v) =>
    (isTruthy(get(v, 'Country')) ? `+${_part(v, 'Country')} ` : '') +
    `${_part(v, 'Areacode')}-${_part(v, 'Prefix')}-${_part(v, 'Line')}`,
  time: (v) =>
    `${_partOr(v, 'Hour', '00')}:${_partOr(v, 'Minute', '00')}:${_partOr(v, 'Second', '00')} ${_part(v, 'Ampm')}`,
};

export const summaryFormField: Formatter = (field, _args, ctx) => {
  const render = _RENDERERS[asText(get(field, 'type'))];
  const answer = render
    ? render(get(field, 'values'), field, ctx)
    : isTruthy(get(field, 'value'))
      ? escapeAttribute(asText(get(field, 'value')))
      : '';
  const shown =
    answer !== '' ? answer : escapeAttribute(localizedString(ctx, 'productSummaryFormNoAnswerText', 'N/A'));
  return (
    '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${escapeAttribute(asText(get(field, 'rawTitle')))}:</span> ${shown}\n` +
    '</div>'
  );
};
