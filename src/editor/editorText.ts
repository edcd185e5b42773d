import { editorMessages } from '../i18n/areas/editorMessages.ts';
import { fillPlaceholders } from '../i18n/fillPlaceholders.ts';
import type { MessageParams } from '../i18n/messageIds.ts';

export type EditorTextId = {
  [K in keyof typeof editorMessages]: (typeof editorMessages)[K] extends string ? K : never;
}[keyof typeof editorMessages];

/**
 * An editor rule's message in English, filled: what its validators return. A panel shows the
 * page's language by reading the same id from createCatalogue(locale, editorMessages).
 */
export function editorText(id: EditorTextId, params: MessageParams = {}): string {
  return fillPlaceholders(editorMessages[id], params);
}
