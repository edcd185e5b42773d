import type { PluralForms } from './messageIds.ts';

/**
 * The built-in English messages of the storefront's core, in the spec's exact wording: what the
 * cart pill, add to cart (gift cards included), its alerts and the API say. They ship with the shared runtime; every other area's messages are a table of their own in
 * areas/, brought by the widgets that ask for them (createCatalogue). Keys are the message ids
 * (typed: see messageIds.ts); other languages are added at run time with addMessages, and
 * anything they leave out falls back to these.
 *
 * Placeholders are `{name}`; plural entries pick a form with Intl.PluralRules.
 */
export const coreMessages = {
  // Add-to-cart button (storefront §4)
  'addToCart.adding': 'Adding…',
  'addToCart.added': 'Added!',
  'addToCart.selectOption': 'Select Option',
  'addToCart.soldOut': 'Sold Out',
  // The label while a subscribe-and-save block is set to subscribe (the engine's productSubscribeText)
  'addToCart.subscribe': 'Subscribe',

  // Add-to-cart checks (§5); the lists of three or more: missingOptionsMessage
  'addToCart.missingOption.one': 'Please select the {option} option.',
  'addToCart.missingOption.two': 'Please select the {option1} and {option2} options.',
  'addToCart.missingOption.many': 'Please select the {options} options.',
  'addToCart.variantUnavailable': 'Sorry, that item variant is unavailable. Please select another variant.',
  'addToCart.notEnoughStock': 'Sorry, we do not have enough of that item available.',
  'addToCart.quantityNotNumber': 'Quantity must be a number.',
  'addToCart.quantityNotWhole': 'Quantity must be a whole number',
  // Not spec wording: the quantity input's own bounds (engine spec §5: 1 to 9999)
  'addToCart.quantityOutOfRange': 'Quantity must be between {min} and {max}.',

  // Add-to-cart failures (§8): a bad CSRF token, with cookies on or off; the alert titles
  'addToCart.sessionExpired': 'Your session has expired. Please reload the page and try again.',
  'addToCart.cookiesDisabled': 'Please enable cookies in your browser, reload the page, and try again.',
  'addToCart.alertTitle': 'Unable to Add Item',
  'addToCart.alertTitleExpressCheckout': 'Unable to Purchase Item',

  // Gift cards (§5, §8)
  'giftCard.selectDenomination': 'Select a denomination for the Gift Card',
  'giftCard.alertTitle': 'Unable to purchase Gift Card',

  // Any call answered with HTTP 429 (§8)
  'request.rateLimited': 'Please try again in a few seconds.',
  // Not spec wording: a 2xx answer whose body is not what the call promises
  'request.malformed': 'The server sent an unexpected answer.',
  // Not spec wording: a refusal whose body says nothing of its own
  'request.failed': 'Request failed ({status}).',

  // Not spec wording: the one button of an alert dialog
  'dialog.ok': 'OK',
  'dialog.close': 'Close',

  // Cart pill (§2, §9; engine spec §2, §9): '1 item', '2 items', '100+ items'
  'cartPill.itemCount': { one: '{count} item', other: '{count} items' },
  'cartPill.countOverCap': '{count}+',
  'cartPill.moreThan': { one: 'More than {count} item', other: 'More than {count} items' },
  // Not spec wording: the pill's accessible name, and the pill when the cart could not be read
  'cartPill.label': 'Cart: {items}, subtotal {subtotal}',
  'cartPill.cart': 'Cart',
  'cartPill.unavailable': 'item count unavailable',

  // Cart messages (engine spec §8) that add to cart and its alerts say; the cart page's own
  // ('Unable to update quantity', 'Unable to remove item') are in areas/cartMessages.ts, the
  // additional-fields lightbox's in areas/formMessages.ts
  'cart.unableToAddItem': 'Unable to add item',
  'cart.unableToOpenForm': 'Unable to open form',
  'cart.tryAgain': 'Please try again',
  'cart.checkConnection': 'Please check your internet connection',

  // Lists ('Size, Colour and Fit'): the spec's comma list with 'and' before the last, no
  // Oxford comma; another language without its own separators gets Intl.ListFormat's
  'list.separator': ', ',
  'list.lastSeparator': ' and ',
} satisfies Record<string, string | PluralForms>;
