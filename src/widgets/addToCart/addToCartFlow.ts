import type { AddCheck } from './checkAddToCart.ts';

/** Spec §9: 1 s before the added state, 2 s in it, 1 s reset after an error, 'Select Option' 2000 ms. */
export const ADDING_MIN_MS = 1000;
export const ADDED_MS = 2000;
export const ERROR_RESET_MS = 1000;
export const SELECT_OPTION_MS = 2000;

/**
 * Where the button is in its flow (storefront spec §4). Only 'idle' takes a press. Two phases
 * look like others to the shopper: 'hand-off' (the additional-fields lightbox has yet to take
 * the product) keeps the label, and 'failed' (the alert is up; the label comes back after
 * ERROR_RESET_MS) still reads 'Adding…'.
 */
export type Phase = 'idle' | 'hand-off' | 'adding' | 'failed' | 'added' | 'select-option';

/** Where a press the checks passed goes: the additional-fields lightbox, the subscription call, the cart. */
export type Route = 'hand-off' | 'subscribe' | 'add';

/** What happened, first its kind, then what the flow needs to know of it. */
export type FlowEvent =
  /** the shopper pressed: what the checks found (checkAddToCart), where an add goes, and whether sold out */
  | [type: 'press', check: AddCheck, route: Route, soldOut: boolean]
  /** the lightbox took the product */
  | [type: 'taken']
  /** the add went through `elapsed` ms after the press; `leave`: the page to go on to, if any */
  | [type: 'added', elapsed: number, leave?: string]
  /** the hand-off, add or subscription failed, for `message`; none: the server wants a variant chosen */
  | [type: 'failed', message?: string]
  /** the wait the last transition asked for is over */
  | [type: 'timer'];

/**
 * What the component does on a transition (the flow itself touches nothing): take the route,
 * say 'Select Option' to a screen reader, show an alert, go on to another page.
 */
export type Effect = Route | 'announce' | { alert: string } | { go: string };

/** The next phase, what to do, and after how many ms to send 'timer' (none: no timer; ≤ 0: at once). */
export type Step = [Phase, Effect?, number?];

/** The add-to-cart button's flow as a pure function: where `event` takes it from `phase`. */
export function step(phase: Phase, event: FlowEvent): Step {
  switch (event[0]) {
    case 'press': {
      const [, check, route, soldOut] = event;
      return phase !== 'idle' || soldOut
        ? [phase]
        : check.ok
          ? [route === 'hand-off' ? route : 'adding', route]
          : refuse(phase, check.message);
    }
    case 'failed':
      return refuse(phase, event[1]);
    case 'added':
      return event[2] ? [phase, { go: event[2] }] : [phase, undefined, ADDING_MIN_MS - event[1]];
    case 'timer':
      return phase === 'adding' ? ['added', undefined, ADDED_MS] : ['idle'];
    case 'taken':
      return ['idle'];
  }
}

/**
 * A refused press or a failed hand-off or add: with a message, an alert (after a failed add the
 * label stays 'Adding…' for ERROR_RESET_MS); without, 'Select Option' for SELECT_OPTION_MS.
 */
function refuse(phase: Phase, message: string | undefined): Step {
  return message === undefined
    ? ['select-option', 'announce', SELECT_OPTION_MS]
    : phase === 'adding'
      ? ['failed', { alert: message }, ERROR_RESET_MS]
      : ['idle', { alert: message }];
}
