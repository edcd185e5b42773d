import { resolveFrom } from '../resolveArg.ts';
import type { RenderContext } from '../types.ts';

/**
 * The site's Disqus account, when comments run on Disqus instead of the platform. Spec §3
 * and the formatters' cases spell the setting `disqusShortname`; the public engines'
 * `disqus?` predicate (and its case) read `disqusShortName`. Reading either keeps the
 * predicate and the comment formatters from disagreeing about the same page.
 */
export const disqusShortname = (value: unknown, ctx: RenderContext): unknown =>
  resolveFrom(value, ctx, 'websiteSettings.disqusShortname') ??
  resolveFrom(value, ctx, 'websiteSettings.disqusShortName');
