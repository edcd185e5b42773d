/**
 * Writing a number with its unit in the locale. Intl knows the ECMA-402 "sanctioned" units;
 * for the rest (arc minutes, square yards, light years, centuries …) CLDR's English patterns
 * are written out here, with the number still in the locale's format. Other locales fall
 * back to these English names for those units (a known gap: no CLDR data ships with Intl).
 */
import { numberFormat } from '../../../../i18n/numberFormat.ts';

export type UnitWidth = 'narrow' | 'short' | 'long';

/** Units Intl.NumberFormat formats itself (ECMA-402 sanctioned single units). */
const _INTL = new Set([
  'acre',
  'bit',
  'byte',
  'celsius',
  'centimeter',
  'day',
  'degree',
  'fahrenheit',
  'fluid-ounce',
  'foot',
  'gallon',
  'gigabit',
  'gigabyte',
  'gram',
  'hectare',
  'hour',
  'inch',
  'kilobit',
  'kilobyte',
  'kilogram',
  'kilometer',
  'liter',
  'megabit',
  'megabyte',
  'meter',
  'microsecond',
  'mile',
  'kilometer-per-hour',
  'meter-per-second',
  'mile-per-hour',
  'milliliter',
  'millimeter',
  'millisecond',
  'minute',
  'month',
  'nanosecond',
  'ounce',
  'petabyte',
  'pound',
  'second',
  'stone',
  'terabit',
  'terabyte',
  'week',
  'yard',
  'year',
]);

/** CLDR English: [narrow, short, long-one, long-other]; '{0}' is the number. */
const _EN: Readonly<Record<string, readonly [string, string, string, string]>> = {
  revolution: ['{0}rev', '{0} rev', '{0} revolution', '{0} revolutions'],
  radian: ['{0}rad', '{0} rad', '{0} radian', '{0} radians'],
  'arc-minute': ['{0}′', '{0} arcmin', '{0} arcminute', '{0} arcminutes'],
  'arc-second': ['{0}″', '{0} arcsec', '{0} arcsecond', '{0} arcseconds'],
  'square-kilometer': ['{0} km²', '{0} km²', '{0} square kilometer', '{0} square kilometers'],
  'square-meter': ['{0}m²', '{0} m²', '{0} square meter', '{0} square meters'],
  'square-centimeter': ['{0}cm²', '{0} cm²', '{0} square centimeter', '{0} square centimeters'],
  'square-mile': ['{0}mi²', '{0} sq mi', '{0} square mile', '{0} square miles'],
  'square-yard': ['{0}yd²', '{0} yd²', '{0} square yard', '{0} square yards'],
  'square-foot': ['{0}ft²', '{0} sq ft', '{0} square foot', '{0} square feet'],
  'square-inch': ['{0}in²', '{0} in²', '{0} square inch', '{0} square inches'],
  century: ['{0}c', '{0} c', '{0} century', '{0} centuries'],
  decade: ['{0}dec', '{0} dec', '{0} decade', '{0} decades'],
  parsec: ['{0}pc', '{0} pc', '{0} parsec', '{0} parsecs'],
  'light-year': ['{0}ly', '{0} ly', '{0} light year', '{0} light years'],
  'astronomical-unit': ['{0}au', '{0} au', '{0} astronomical unit', '{0} astronomical units'],
  decimeter: ['{0}dm', '{0} dm', '{0} decimeter', '{0} decimeters'],
  micrometer: ['{0}μm', '{0} μm', '{0} micrometer', '{0} micrometers'],
  nanometer: ['{0}nm', '{0} nm', '{0} nanometer', '{0} nanometers'],
  'nautical-mile': ['{0}nmi', '{0} nmi', '{0} nautical mile', '{0} nautical miles'],
  furlong: ['{0}fur', '{0} fur', '{0} furlong', '{0} furlongs'],
  fathom: ['{0}fth', '{0} fth', '{0} fathom', '{0} fathoms'],
  point: ['{0}pt', '{0} pt', '{0} point', '{0} points'],
  'metric-ton': ['{0}t', '{0} t', '{0} metric ton', '{0} metric tons'],
  milligram: ['{0}mg', '{0} mg', '{0} milligram', '{0} milligrams'],
  ton: ['{0}tn', '{0} tn', '{0} ton', '{0} tons'],
  kelvin: ['{0}K', '{0} K', '{0} kelvin', '{0} kelvins'],
  gigahertz: ['{0}GHz', '{0} GHz', '{0} gigahertz', '{0} gigahertz'],
  megahertz: ['{0}MHz', '{0} MHz', '{0} megahertz', '{0} megahertz'],
  kilohertz: ['{0}kHz', '{0} kHz', '{0} kilohertz', '{0} kilohertz'],
  hertz: ['{0}Hz', '{0} Hz', '{0} hertz', '{0} hertz'],
  gigawatt: ['{0}GW', '{0} GW', '{0} gigawatt', '{0} gigawatts'],
  megawatt: ['{0}MW', '{0} MW', '{0} megawatt', '{0} megawatts'],
  kilowatt: ['{0}kW', '{0} kW', '{0} kilowatt', '{0} kilowatts'],
  watt: ['{0}W', '{0} W', '{0} watt', '{0} watts'],
  milliwatt: ['{0}mW', '{0} mW', '{0} milliwatt', '{0} milliwatts'],
  horsepower: ['{0}hp', '{0} hp', '{0} horsepower', '{0} horsepower'],
  knot: ['{0}kn', '{0} kn', '{0} knot', '{0} knots'],
  quart: ['{0}qt', '{0} qt', '{0} quart', '{0} quarts'],
  pint: ['{0}pt', '{0} pt', '{0} pint', '{0} pints'],
  cup: ['{0}c', '{0} c', '{0} cup', '{0} cups'],
};

/** `value` with `unit` for `locale`, digits as `digits` says. */
export function formatUnit(
  value: number,
  unit: string,
  width: UnitWidth,
  locale: string,
  digits: Intl.NumberFormatOptions,
): string {
  if (_INTL.has(unit)) {
    return numberFormat(locale, { ...digits, style: 'unit', unit, unitDisplay: width }).format(value);
  }
  const number = numberFormat(locale, digits).format(value);
  const names = _EN[unit];
  if (names === undefined) return number;
  let pattern = names[width === 'narrow' ? 0 : 1];
  if (width === 'long') {
    // The category of the number as shown: 1.04 shown as '1' is singular, '1.0' is not.
    const shown = numberFormat('en', { ...digits, useGrouping: false }).format(value);
    const fraction = Math.min(20, shown.split('.')[1]?.length ?? 0);
    const rules = new Intl.PluralRules(locale, {
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    pattern = rules.select(Number(shown)) === 'one' ? names[2] : names[3];
  }
  return pattern.replace('{0}', number);
}
