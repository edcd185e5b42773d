import type { ErrorReport } from '../../api/routes/errorReports.ts';
import { readText } from './readText.ts';

/** Spec §9: stack traces are cut to 5000 characters. */
export const STACK_MAX = 5000;
/** Ours: a message is not a place for a page's text, and every report must fit one beacon. */
export const MESSAGE_MAX = 1000;

/** One error as it reached the reporter: a captured entry, an ErrorEvent's parts, a widget's failure. */
export interface ErrorSource {
  /** what was thrown or rejected (anything at all), or the message when that is all there was */
  error: unknown;
  /** epoch ms it happened */
  at: number;
  /** the widget (or collector) that failed, for a failure handed to handleError */
  widget?: string;
  /** an ErrorEvent's message, file and place, when the browser gave them */
  message?: string;
  file?: string;
  line?: number;
  column?: number;
}

/** What one record carries (its `data`): see docs/integrators/collectors.md, "Error reports". A type, so it is a record. */
export type ErrorData = {
  message: string;
  name?: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
  widget?: string;
  /** how many identical errors this record stands for */
  count: number;
  pagePath: string;
};

export interface DescribedError {
  /** identical errors (same message, same stack or place, same widget) share it */
  key: string;
  report: ErrorReport & { data: ErrorData };
}

/**
 * URLs in a stack or file name lose their query and fragment (a page's URL can carry a token or
 * an address there); the `:line:column` after them stays.
 */
function _withoutQueries(text: string): string {
  return text.replace(/[?#][^\s()]*?(?=(?::\d+){0,2}(?:\)|\s|$))/g, '');
}

function _message(source: ErrorSource): string {
  const { error } = source;
  if (typeof error === 'string') return error;
  if (error !== null && (typeof error === 'object' || typeof error === 'function')) {
    return readText(error, 'message') ?? source.message ?? Object.prototype.toString.call(error);
  }
  return error === undefined ? (source.message ?? 'Unknown error') : String(error);
}

/**
 * One record for the reporter's endpoint, and the key identical errors share. Only the error's
 * own text is kept (message, name, stack) with where it happened: never the thrown value's other
 * properties, the widget's element, cookies, or the page's query. A cross-origin "Script error."
 * comes without error, file or place (HTML's muted errors), so it is recorded as its message.
 */
export function describeError(source: ErrorSource): DescribedError {
  const message = _message(source).slice(0, MESSAGE_MAX);
  const stack = readText(source.error, 'stack');
  const data: ErrorData = {
    message,
    name: readText(source.error, 'name'),
    stack: stack && _withoutQueries(stack).slice(0, STACK_MAX),
    file: (source.file && _withoutQueries(source.file)) || undefined,
    line: source.line || undefined,
    column: source.column || undefined,
    widget: source.widget,
    count: 1,
    pagePath: location.pathname.slice(0, 2048),
  };
  const event = source.widget ? 'widget-error' : 'page-error';
  const place = data.stack ?? `${data.file}:${data.line}:${data.column}`;
  return {
    key: JSON.stringify([event, data.widget, message, place]),
    report: { event, data, timestamp: source.at },
  };
}
