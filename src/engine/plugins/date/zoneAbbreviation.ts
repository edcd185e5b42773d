/**
 * The short name of a time zone at an instant, as `%Z` and `%c` print it: the abbreviation the
 * Java engine prints (JST, CET, BST …), never a GMT offset when the zone has one. The platform's
 * en-US names cover the American zones (EST, PDT, AKST, HST …); for the others, whose en-US
 * name is only an offset (GMT+9), the zone's standard and summer abbreviations come from the
 * table below (the abbreviations of the Java runtime's zone names), and a zone outside it keeps
 * the offset.
 */
import { zonedFields, zoneName } from './timeZone.ts';

const _CET = ['CET', 'CEST'] as const;
const _EET = ['EET', 'EEST'] as const;
const _AET = ['AEST', 'AEDT'] as const;

/** Zone → [standard, summer] abbreviation (the summer one only where the zone keeps summer time). */
const _ABBREVIATIONS: Readonly<Record<string, readonly [string, string?]>> = {
  'Asia/Tokyo': ['JST'],
  'Asia/Seoul': ['KST'],
  'Asia/Shanghai': ['CST'],
  'Asia/Taipei': ['CST'],
  'Asia/Hong_Kong': ['HKT'],
  'Asia/Singapore': ['SGT'],
  'Asia/Kolkata': ['IST'],
  'Asia/Calcutta': ['IST'],
  'Asia/Jerusalem': ['IST', 'IDT'],
  'Asia/Dubai': ['GST'],
  'Asia/Karachi': ['PKT'],
  'Asia/Bangkok': ['ICT'],
  'Asia/Jakarta': ['WIB'],
  'Europe/London': ['GMT', 'BST'],
  'Europe/Dublin': ['GMT', 'IST'],
  'Europe/Lisbon': ['WET', 'WEST'],
  'Europe/Paris': _CET,
  'Europe/Berlin': _CET,
  'Europe/Madrid': _CET,
  'Europe/Rome': _CET,
  'Europe/Amsterdam': _CET,
  'Europe/Brussels': _CET,
  'Europe/Vienna': _CET,
  'Europe/Zurich': _CET,
  'Europe/Stockholm': _CET,
  'Europe/Oslo': _CET,
  'Europe/Copenhagen': _CET,
  'Europe/Prague': _CET,
  'Europe/Warsaw': _CET,
  'Europe/Budapest': _CET,
  'Europe/Athens': _EET,
  'Europe/Helsinki': _EET,
  'Europe/Kiev': _EET,
  'Europe/Kyiv': _EET,
  'Europe/Bucharest': _EET,
  'Europe/Sofia': _EET,
  'Africa/Cairo': _EET,
  'Europe/Istanbul': ['TRT'],
  'Europe/Moscow': ['MSK'],
  'Africa/Johannesburg': ['SAST'],
  'Africa/Lagos': ['WAT'],
  'Africa/Nairobi': ['EAT'],
  'Australia/Sydney': _AET,
  'Australia/Melbourne': _AET,
  'Australia/Hobart': _AET,
  'Australia/Brisbane': ['AEST'],
  'Australia/Adelaide': ['ACST', 'ACDT'],
  'Australia/Darwin': ['ACST'],
  'Australia/Perth': ['AWST'],
  'Pacific/Auckland': ['NZST', 'NZDT'],
  'America/Sao_Paulo': ['BRT', 'BRST'],
  'America/Argentina/Buenos_Aires': ['ART'],
  'America/Bogota': ['COT'],
  'America/Lima': ['PET'],
  'America/Santiago': ['CLT', 'CLST'],
};

/** `zone`'s abbreviation at `epochMs`; `zone` must be one the platform knows. */
export function zoneAbbreviation(epochMs: number, zone: string): string {
  const name = zoneName(epochMs, zone);
  const known = _ABBREVIATIONS[zone];
  if (known === undefined || !/^GMT[+-−]/.test(name)) return name;
  const [standard, summer] = known;
  if (summer === undefined) return standard;
  // Summer time is the larger of the year's two offsets (January's and July's).
  const year = zonedFields(epochMs, zone).year;
  const jan = zonedFields(Date.UTC(year, 0, 1), zone).offset;
  const jul = zonedFields(Date.UTC(year, 6, 1), zone).offset;
  return zonedFields(epochMs, zone).offset > Math.min(jan, jul) ? summer : standard;
}
