import { describe, expect, it } from 'vitest';
import { render } from '../../../src/engine/index.ts';

/**
 * The `unit` formatter beyond length, mass and storage: frequency, power and speed convert by
 * CLDR's factors, pick the largest unit the value reaches when no `out` is given, and print
 * CLDR's English names (narrow by default).
 */
const unit = (value: string, options: string, locale = 'en-US') =>
  render(`{v|unit ${options}}`, { v: value }, { locale }).output;

describe('unit categories', () => {
  it('frequency: best fit from hertz up to gigahertz', () => {
    expect(unit('12345678999.12', 'in:hertz')).toBe('12.3GHz');
    expect(unit('12345678.99', 'in:hertz')).toBe('12.3MHz');
    expect(unit('950', 'in:hertz format:long')).toBe('950 hertz');
    expect(unit('12345678.99', 'in:hertz out:gigahertz maxfrac:6')).toBe('0.012346GHz');
    expect(unit('2.5', 'in:kilohertz out:hertz format:short')).toBe('2500 Hz');
  });

  it('power: watts to the largest unit reached, horsepower on request', () => {
    expect(unit('1500', 'in:watt')).toBe('1.5kW');
    expect(unit('1', 'in:horsepower out:watt')).toBe('745.7W');
    expect(unit('2', 'in:megawatt format:long')).toBe('2 megawatts');
    expect(unit('1', 'in:kilowatt format:long')).toBe('1 kilowatt');
  });

  it('speed: the measurement system of the locale picks km/h or mph', () => {
    expect(unit('10', 'in:meter-per-second', 'en-US')).toBe('22.4mph');
    expect(unit('10', 'in:meter-per-second', 'de-DE')).toBe('36 km/h');
    expect(unit('100', 'in:kilometer-per-hour out:knot format:long')).toBe('54 knots');
  });

  it('does not convert across categories', () => {
    expect(unit('5', 'in:hertz out:watt')).toBe('5Hz');
  });
});
