// @vitest-environment node
/**
 * The add-to-cart button's flow (src/widgets/addToCart/addToCartFlow.ts) against storefront spec
 * §4 and §9: every transition, driven the way the component drives it (addToCart.test.tsx checks
 * the component on a page). `run` plays events in order, firing each timer the flow asks for when
 * the event list says 'timer', and records the phases and effects, as the component would see them.
 */
import { describe, expect, it } from 'vitest';
import type { AddCheck } from '../../../src/widgets/addToCart/checkAddToCart.ts';
import {
  ADDED_MS,
  ADDING_MIN_MS,
  ERROR_RESET_MS,
  type FlowEvent,
  type Phase,
  type Route,
  SELECT_OPTION_MS,
  step,
} from '../../../src/widgets/addToCart/addToCartFlow.ts';

const passed: AddCheck = { ok: true, sku: 'SHIRT-M', quantity: 2, subscriptionOptionId: undefined };
const press = (check: AddCheck = passed, route: Route = 'add', soldOut = false): FlowEvent => [
  'press',
  check,
  route,
  soldOut,
];
const timer: FlowEvent = ['timer'];

/** Each event's step from the phase the one before left, as [event type, …step]. */
function run(events: FlowEvent[], from: Phase = 'idle') {
  let phase = from;
  return events.map((event) => {
    const result = step(phase, event);
    phase = result[0];
    return [event[0], ...result];
  });
}

describe('add to cart: the flow', () => {
  it('the spec timings: 1 s before Added!, 2 s in it, 1 s after an error, Select Option for 2000 ms', () => {
    expect([ADDING_MIN_MS, ADDED_MS, ERROR_RESET_MS, SELECT_OPTION_MS]).toEqual([1000, 2000, 1000, 2000]);
  });

  it('idle → adding (the add) → added after at least 1 s from the press → idle 2 s later', () => {
    expect(run([press(), ['added', 300], timer, timer])).toEqual([
      ['press', 'adding', 'add'],
      ['added', 'adding', undefined, 700],
      ['timer', 'added', undefined, 2000],
      ['timer', 'idle'],
    ]);
  });

  it('an add slower than 1 s shows Added! at once', () => {
    const [phase, effect, ms] = step('adding', ['added', 1500]);
    expect([phase, effect]).toEqual(['adding', undefined]);
    expect(ms).toBeLessThanOrEqual(0);
  });

  it('a failed add: the alert, Adding… for 1 s more, then idle', () => {
    expect(run([press(), ['failed', 'Please try again in a few seconds.'], timer])).toEqual([
      ['press', 'adding', 'add'],
      ['failed', 'failed', { alert: 'Please try again in a few seconds.' }, 1000],
      ['timer', 'idle'],
    ]);
  });

  it('an add the server refuses for want of a variant (a grid): Select Option for 2 s, no alert', () => {
    expect(run([press(), ['failed'], press(), timer])).toEqual([
      ['press', 'adding', 'add'],
      ['failed', 'select-option', 'announce', 2000],
      ['press', 'select-option'],
      ['timer', 'idle'],
    ]);
  });

  it('a press the checks refuse: the alert, and the button stays idle', () => {
    const refused: AddCheck = { ok: false, message: 'Please select the Size option.' };
    expect(run([press(refused), press()])).toEqual([
      ['press', 'idle', { alert: 'Please select the Size option.' }],
      ['press', 'adding', 'add'],
    ]);
  });

  it('a grid press with an option unchosen: Select Option for 2 s, announced, without an alert', () => {
    expect(run([press({ ok: false }), timer])).toEqual([
      ['press', 'select-option', 'announce', 2000],
      ['timer', 'idle'],
    ]);
  });

  it('presses while adding, added, failed, handing off or showing Select Option do nothing', () => {
    for (const phase of ['adding', 'added', 'failed', 'hand-off', 'select-option'] as const) {
      expect(step(phase, press())).toEqual([phase]);
      expect(step(phase, press({ ok: false, message: 'Quantity must be a number.' }))).toEqual([phase]);
    }
  });

  it('a double press: the second finds the button adding and adds nothing', () => {
    expect(run([press(), press()])).toEqual([
      ['press', 'adding', 'add'],
      ['press', 'adding'],
    ]);
  });

  it('a sold-out button takes no press, not even to say why', () => {
    expect(step('idle', press(passed, 'add', true))).toEqual(['idle']);
    expect(step('idle', press({ ok: false }, 'add', true))).toEqual(['idle']);
  });

  it('a product with additional fields hands off to the lightbox; taken, the button is idle again', () => {
    expect(run([press(passed, 'hand-off'), press(passed, 'hand-off'), ['taken']])).toEqual([
      ['press', 'hand-off', 'hand-off'],
      ['press', 'hand-off'],
      ['taken', 'idle'],
    ]);
  });

  it('a hand-off nobody takes: the alert, and idle at once', () => {
    expect(run([press(passed, 'hand-off'), ['failed', 'Unable to open form.']])).toEqual([
      ['press', 'hand-off', 'hand-off'],
      ['failed', 'idle', { alert: 'Unable to open form.' }],
    ]);
  });

  it('a subscription goes through the subscription call, then on to its checkout, still Adding…', () => {
    const leave = 'https://shop.example/checkout/subscription?cartToken=tok-42';
    expect(run([press(passed, 'subscribe'), ['added', 50, leave]])).toEqual([
      ['press', 'adding', 'subscribe'],
      ['added', 'adding', { go: leave }],
    ]);
  });

  it('express checkout: the add, then straight to the checkout page, without Added!', () => {
    const leave = 'https://shop.example/checkout';
    expect(run([press(), ['added', 50, leave]])).toEqual([
      ['press', 'adding', 'add'],
      ['added', 'adding', { go: leave }],
    ]);
  });
});
