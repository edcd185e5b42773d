/**
 * Units the `unit` formatter converts between, from CLDR's units.xml conversion data:
 * each unit's category and its size in the category's base unit (value × factor + offset).
 * Digital storage follows the reference engines, pinned by the public cases: bytes step by
 * 1024 (1 kilobyte = 1024 bytes) and bits by 1000 (1 megabit = 10⁶ bits).
 */
export type UnitCategory =
  | 'angle'
  | 'area'
  | 'digital'
  | 'duration'
  | 'frequency'
  | 'length'
  | 'mass'
  | 'power'
  | 'speed'
  | 'temperature'
  | 'volume';

export interface UnitDef {
  readonly category: UnitCategory;
  readonly factor: number;
  readonly offset?: number;
}

const DAY = 86_400;
const YEAR = 365.2425 * DAY;
const INCH = 0.0254;
const AU = 149_597_870_700;
const KIB = 1024;

export const UNITS: Readonly<Record<string, UnitDef>> = {
  // angle, base: degree
  revolution: { category: 'angle', factor: 360 },
  radian: { category: 'angle', factor: 180 / Math.PI },
  degree: { category: 'angle', factor: 1 },
  'arc-minute': { category: 'angle', factor: 1 / 60 },
  'arc-second': { category: 'angle', factor: 1 / 3600 },
  // area, base: square meter
  'square-kilometer': { category: 'area', factor: 1e6 },
  hectare: { category: 'area', factor: 1e4 },
  'square-meter': { category: 'area', factor: 1 },
  'square-centimeter': { category: 'area', factor: 1e-4 },
  'square-mile': { category: 'area', factor: 2_589_988.110336 },
  acre: { category: 'area', factor: 4046.8564224 },
  'square-yard': { category: 'area', factor: 0.83612736 },
  'square-foot': { category: 'area', factor: 0.09290304 },
  'square-inch': { category: 'area', factor: 0.00064516 },
  // digital, base: bit
  petabyte: { category: 'digital', factor: 8 * KIB ** 5 },
  terabyte: { category: 'digital', factor: 8 * KIB ** 4 },
  gigabyte: { category: 'digital', factor: 8 * KIB ** 3 },
  megabyte: { category: 'digital', factor: 8 * KIB ** 2 },
  kilobyte: { category: 'digital', factor: 8 * KIB },
  byte: { category: 'digital', factor: 8 },
  terabit: { category: 'digital', factor: 1e12 },
  gigabit: { category: 'digital', factor: 1e9 },
  megabit: { category: 'digital', factor: 1e6 },
  kilobit: { category: 'digital', factor: 1e3 },
  bit: { category: 'digital', factor: 1 },
  // duration, base: second
  century: { category: 'duration', factor: 100 * YEAR },
  decade: { category: 'duration', factor: 10 * YEAR },
  year: { category: 'duration', factor: YEAR },
  month: { category: 'duration', factor: YEAR / 12 },
  week: { category: 'duration', factor: 7 * DAY },
  day: { category: 'duration', factor: DAY },
  hour: { category: 'duration', factor: 3600 },
  minute: { category: 'duration', factor: 60 },
  second: { category: 'duration', factor: 1 },
  millisecond: { category: 'duration', factor: 1e-3 },
  microsecond: { category: 'duration', factor: 1e-6 },
  nanosecond: { category: 'duration', factor: 1e-9 },
  // frequency, base: hertz
  gigahertz: { category: 'frequency', factor: 1e9 },
  megahertz: { category: 'frequency', factor: 1e6 },
  kilohertz: { category: 'frequency', factor: 1e3 },
  hertz: { category: 'frequency', factor: 1 },
  // length, base: meter
  parsec: { category: 'length', factor: (AU * 648_000) / Math.PI },
  'light-year': { category: 'length', factor: 9_460_730_472_580_800 },
  'astronomical-unit': { category: 'length', factor: AU },
  kilometer: { category: 'length', factor: 1000 },
  meter: { category: 'length', factor: 1 },
  decimeter: { category: 'length', factor: 0.1 },
  centimeter: { category: 'length', factor: 0.01 },
  millimeter: { category: 'length', factor: 0.001 },
  micrometer: { category: 'length', factor: 1e-6 },
  nanometer: { category: 'length', factor: 1e-9 },
  mile: { category: 'length', factor: 1760 * 36 * INCH },
  'nautical-mile': { category: 'length', factor: 1852 },
  furlong: { category: 'length', factor: 220 * 36 * INCH },
  fathom: { category: 'length', factor: 72 * INCH },
  yard: { category: 'length', factor: 36 * INCH },
  foot: { category: 'length', factor: 12 * INCH },
  inch: { category: 'length', factor: INCH },
  point: { category: 'length', factor: INCH / 72 },
  // mass, base: kilogram
  'metric-ton': { category: 'mass', factor: 1000 },
  kilogram: { category: 'mass', factor: 1 },
  gram: { category: 'mass', factor: 0.001 },
  milligram: { category: 'mass', factor: 1e-6 },
  ton: { category: 'mass', factor: 907.18474 },
  stone: { category: 'mass', factor: 6.35029318 },
  pound: { category: 'mass', factor: 0.45359237 },
  ounce: { category: 'mass', factor: 0.028349523125 },
  // power, base: watt
  gigawatt: { category: 'power', factor: 1e9 },
  megawatt: { category: 'power', factor: 1e6 },
  kilowatt: { category: 'power', factor: 1e3 },
  watt: { category: 'power', factor: 1 },
  milliwatt: { category: 'power', factor: 1e-3 },
  horsepower: { category: 'power', factor: 745.6998715822702 },
  // speed, base: meter per second
  'kilometer-per-hour': { category: 'speed', factor: 1000 / 3600 },
  'meter-per-second': { category: 'speed', factor: 1 },
  'mile-per-hour': { category: 'speed', factor: 1609.344 / 3600 },
  knot: { category: 'speed', factor: 1852 / 3600 },
  // temperature, base: kelvin
  kelvin: { category: 'temperature', factor: 1 },
  celsius: { category: 'temperature', factor: 1, offset: 273.15 },
  fahrenheit: { category: 'temperature', factor: 5 / 9, offset: (459.67 * 5) / 9 },
  // volume, base: liter
  liter: { category: 'volume', factor: 1 },
  milliliter: { category: 'volume', factor: 0.001 },
  gallon: { category: 'volume', factor: 3.785411784 },
  quart: { category: 'volume', factor: 0.946352946 },
  pint: { category: 'volume', factor: 0.473176473 },
  cup: { category: 'volume', factor: 0.2365882365 },
  'fluid-ounce': { category: 'volume', factor: 0.0295735295625 },
};

const _ALIASES: Readonly<Record<string, string>> = {
  feet: 'foot',
  inches: 'inch',
  centuries: 'century',
  'degrees-celsius': 'celsius',
  'degrees-fahrenheit': 'fahrenheit',
};

/** The table's name for `name` as templates write it ('feet', 'radians', 'Meter'), or undefined. */
export function unitId(name: string): string | undefined {
  const n = name.trim().toLowerCase();
  if (UNITS[n] !== undefined) return n;
  const alias = _ALIASES[n];
  if (alias !== undefined) return alias;
  if (n.endsWith('s') && UNITS[n.slice(0, -1)] !== undefined) return n.slice(0, -1);
  return undefined;
}

/** `value` in `from` expressed in `to` (same category). */
export function convert(value: number, from: string, to: string): number {
  const a = UNITS[from];
  const b = UNITS[to];
  if (a === undefined || b === undefined || from === to) return value;
  const base = value * a.factor + (a.offset ?? 0);
  return (base - (b.offset ?? 0)) / b.factor;
}

/** Measurement systems whose everyday units are not metric (CLDR measurementSystem). */
export type MeasureSystem = 'metric' | 'us';

/** Units a value is re-expressed in when no target is given, largest first, by system. */
const _BYTES = ['petabyte', 'terabyte', 'gigabyte', 'megabyte', 'kilobyte', 'byte'];
const _HERTZ = ['gigahertz', 'megahertz', 'kilohertz', 'hertz'];
const _WATTS = ['gigawatt', 'megawatt', 'kilowatt', 'watt', 'milliwatt'];
const _DURATIONS = [
  'century',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'millisecond',
  'microsecond',
  'nanosecond',
];

export const BEST_FIT: Readonly<Record<UnitCategory, Readonly<Record<MeasureSystem, readonly string[]>>>> = {
  angle: { metric: ['degree'], us: ['degree'] },
  area: {
    metric: ['square-kilometer', 'hectare', 'square-meter', 'square-centimeter'],
    us: ['square-mile', 'acre', 'square-foot', 'square-inch'],
  },
  digital: {
    metric: _BYTES,
    us: _BYTES,
  },
  // Time and data sizes are the same in both systems.
  duration: { metric: _DURATIONS, us: _DURATIONS },
  frequency: { metric: _HERTZ, us: _HERTZ },
  length: {
    metric: ['kilometer', 'meter', 'centimeter', 'millimeter'],
    us: ['mile', 'yard', 'foot', 'inch'],
  },
  mass: { metric: ['kilogram', 'gram'], us: ['pound', 'ounce'] },
  power: { metric: _WATTS, us: _WATTS },
  speed: { metric: ['kilometer-per-hour'], us: ['mile-per-hour'] },
  temperature: { metric: ['celsius'], us: ['fahrenheit'] },
  volume: { metric: ['liter', 'milliliter'], us: ['gallon', 'fluid-ounce'] },
};

/** `compact:bits` picks among these instead of the byte units. */
export const BITS: readonly string[] = ['terabit', 'gigabit', 'megabit', 'kilobit', 'bit'];
