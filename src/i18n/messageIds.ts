import type { en, PluralForms } from './en.ts';

/** Every message id: the keys of the English table, so a misspelt id is a type error. */
export type MessageId = keyof typeof en;

/** The ids whose message has plural forms ('cartPill.itemCount'): for `plural`. */
export type PluralId = { [K in MessageId]: (typeof en)[K] extends string ? never : K }[MessageId];

/** The ids of plain messages: for `t`. */
export type TextId = Exclude<MessageId, PluralId>;

/** Values for a message's `{name}` placeholders; numbers are written in the locale's digits. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Messages a site adds for one locale: any subset of the ids, plural ids with their forms. */
export type MessageTable = Partial<{ [K in TextId]: string } & { [K in PluralId]: PluralForms }>;
