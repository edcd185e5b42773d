import { asText } from '../json.ts';
import type { Formatter } from '../types.ts';

/** `{path|AbsUrl}`: an absolute URL, the page's `base-url` value, a slash, then the value (spec §2). */
export const absUrl: Formatter = (value, _args, ctx) => `${asText(ctx.resolve('base-url'))}/${asText(value)}`;
