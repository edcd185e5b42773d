/** A class-name-safe slug: letters, digits and dashes only, spaces to dashes, lower case. */
export const slugify = (value: string): string =>
  value
    .replace(/[^a-zA-Z0-9\s-]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
