import type { addedPopoverMessages } from './areas/addedPopoverMessages.ts';
import type { cartMessages } from './areas/cartMessages.ts';
import type { editorMessages } from './areas/editorMessages.ts';
import type { formMessages } from './areas/formMessages.ts';
import type { giftCardMessages } from './areas/giftCardMessages.ts';
import type { instalmentMessages } from './areas/instalmentMessages.ts';
import type { platformMessages } from './areas/platformMessages.ts';
import type { quickViewMessages } from './areas/quickViewMessages.ts';
import type { restockMessages } from './areas/restockMessages.ts';
import type { reviewsMessages } from './areas/reviewsMessages.ts';
import type { subscriptionMessages } from './areas/subscriptionMessages.ts';
import type { templateMessages } from './areas/templateMessages.ts';
import type { variantPickerMessages } from './areas/variantPickerMessages.ts';
import type { coreMessages } from './coreMessages.ts';

/** A message's forms by plural category (Intl.PluralRules); `other` is required. */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * The English tables beyond the core, one per area (areas/). A widget passes the ones it uses to
 * createCatalogue: its chunk brings them, and a page without such a widget never downloads them.
 */
export type MessageArea =
  | typeof addedPopoverMessages
  | typeof cartMessages
  | typeof editorMessages
  | typeof formMessages
  | typeof giftCardMessages
  | typeof restockMessages
  | typeof reviewsMessages
  | typeof instalmentMessages
  | typeof platformMessages
  | typeof quickViewMessages
  | typeof subscriptionMessages
  | typeof templateMessages
  | typeof variantPickerMessages;

/** The ids of one table (or, given a union of tables, of each). */
export type IdOf<T> = T extends unknown ? keyof T & string : never;

type _PluralIdOf<T> = T extends unknown
  ? { [K in keyof T]: T[K] extends string ? never : K }[keyof T]
  : never;

/** The ids of the core's messages: what every catalogue has. */
export type CoreId = IdOf<typeof coreMessages>;

/** Every message id: the keys of every English table, so a misspelt id is a type error. */
export type MessageId = IdOf<typeof coreMessages | MessageArea>;

/** The ids whose message has plural forms ('cartPill.itemCount'): for `plural`. */
export type PluralId = _PluralIdOf<typeof coreMessages | MessageArea>;

/** The ids of plain messages: for `t`. */
export type TextId = Exclude<MessageId, PluralId>;

/** Values for a message's `{name}` placeholders; numbers are written in the locale's digits. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Messages a site adds for one locale: any subset of the ids, plural ids with their forms. */
export type MessageTable = Partial<{ [K in TextId]: string } & { [K in PluralId]: PluralForms }>;
