import { EMAIL_EXAMPLE, isEmail } from '../api/formRules.ts';
import { editorMessages } from '../i18n/areas/editorMessages.ts';
import { EditorLimits } from './editorLimits.ts';
import { editorText } from './editorText.ts';

/**
 * The editing interface's field checks (engine spec §5 "Editing interface messages"). Each
 * returns the message to show, or undefined when the value passes. The spec does not show the
 * bounds behind them; ours are stated on each function.
 */

/** The example addresses the link-format message shows. */
export const LINK_FORMAT_EXAMPLES = ['www.example.com', 'https://www.example.com'] as const;

/** Empty: 'Please enter a valid email'; not an address (the visitor forms' rule and example): the format. */
export function validateEmail(text: string): string | undefined {
  const value = text.trim();
  if (!value) return editorText('editor.validEmail');
  return isEmail(value) ? undefined : editorText('editor.emailFormat', { email: EMAIL_EXAMPLE });
}

/** The link-format message: its two {host} placeholders take the two examples, in order. */
export function linkFormatMessage(
  examples: readonly [string, string] = LINK_FORMAT_EXAMPLES,
  template: string = editorMessages['editor.linkFormat'],
): string {
  let index = 0;
  return template.replace(/\{host\}/g, () => examples[Math.min(index++, 1)]!);
}

const _HOST = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A web address: a dotted host name, with or without http(s)://, then any path. */
export function validateLink(text: string): string | undefined {
  return _HOST.test(text.trim()) ? undefined : linkFormatMessage();
}

const _PAGE_URL = /^\/(?:[A-Za-z0-9._~-]+\/?)*$/;

/** A page URL: a path from '/', of letters, digits and . _ ~ - between slashes. */
export function validatePageUrl(text: string): string | undefined {
  return _PAGE_URL.test(text) ? undefined : editorText('editor.invalidPageUrl', { val: text });
}

/** One of `options`, exactly. */
export function validateOption(value: unknown, options: readonly unknown[]): string | undefined {
  return options.includes(value) ? undefined : editorText('editor.invalidOption', { val: String(value) });
}

export type TagType = 'tag' | 'category';

/** The longest name of each kind: tag 50, category 25 (engine spec §5, §9). */
export const TAG_MAX_LENGTHS: Readonly<Record<TagType, number>> = {
  tag: EditorLimits.TAG_MAX_LENGTH,
  category: EditorLimits.CATEGORY_MAX_LENGTH,
};

/**
 * A new or renamed tag or category: trimmed, cut to its kind's length, and refused when that
 * name exists already (ignoring case) or when more than one is being edited at once.
 */
export function validateTagName(
  name: string,
  tagType: TagType,
  existing: readonly string[],
  editing = 1,
): { name: string; error?: string } {
  const value = name.trim().slice(0, TAG_MAX_LENGTHS[tagType]);
  if (editing > 1) return { name: value, error: editorText('editor.editOneTag', { tagType }) };
  const clash = existing.some((e) => e.trim().toLowerCase() === value.toLowerCase());
  return clash ? { name: value, error: editorText('editor.tagExists', { tagType }) } : { name: value };
}

export function validateFileName(name: string): string | undefined {
  return name.trim() ? undefined : editorText('editor.fileNameRequired');
}

/** The mailing-list panel: a list must be chosen. */
export function validateListChoice(listId: string | undefined): string | undefined {
  return listId ? undefined : editorText('editor.listRequired');
}
