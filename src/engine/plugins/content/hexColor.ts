/** Spec §5: a hex colour is 3 or 6 hex digits, with an optional leading '#'. */
const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The 24-bit value of a hex colour (`#abc` reads as `#aabbcc`); undefined when it is not one. */
export const parseHexColor = (value: string): number | undefined => {
  const digits = HEX_COLOR.exec(value)?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return Number.parseInt(full, 16);
};
