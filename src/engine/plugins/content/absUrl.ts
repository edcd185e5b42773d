import type { Formatter } from '../types.ts';
import { text } from './value.ts';

/** `{path|AbsUrl}`: an absolute URL, the page's `base-url` value, a slash, then the value (spec §2). */
export const absUrl: Formatter = (value, _args, ctx) => `${text(ctx.resolve('base-url'))}/${text(value)}`;
