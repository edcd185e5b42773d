import { resolveFrom } from '../content/value.ts';
import type { RenderContext } from '../types.ts';

/**
 * The site's Disqus account, when comments run on Disqus instead of the platform. The
 * setting is spelt `disqusShortname` (spec §3) by the formatters' data and `disqusShortName`
 * by older page data that the `disqus?` predicate was written against; either counts.
 */
export const disqusShortname = (value: unknown, ctx: RenderContext): unknown =>
  resolveFrom(value, ctx, 'websiteSettings.disqusShortname') ??
  resolveFrom(value, ctx, 'websiteSettings.disqusShortName');
