import * as z from 'zod/mini';

/**
 * Readers for widget props as markup writes them: every attribute is a string, so these turn
 * the strings into what a widget wants, and fail (for defineWidget's one warning) when the text
 * is not what the markup contract allows.
 */

/** A non-empty string, trimmed: ids and names. */
export const textProp = z.pipe(
  z.string(),
  z.transform((v) => v.trim()),
);
export const requiredTextProp = z.pipe(textProp, z.string().check(z.minLength(1)));

/** A whole number written in decimal ('4', '-1'). */
export const integerProp = z.pipe(
  z.string().check(z.regex(/^\s*-?\d{1,15}\s*$/)),
  z.transform((v) => Number(v)),
);

/** A boolean attribute: present, '', 'true' read true; 'false' reads false. */
export const flagProp = z.pipe(
  z.enum(['', 'true', 'false']),
  z.transform((v) => v !== 'false'),
);

/** JSON text in an attribute (the engine's `data-form`, `data-variants` …). */
export const jsonProp = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'not valid JSON', input: v });
      return z.NEVER;
    }
  }),
);

/** `fooBar` → `data-vitrine-foo-bar`, where a widget no formatter emits keeps its options. */
export function propAttribute(key: string): string {
  return `data-vitrine-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * The raw props of `element`: the JSON object of a `<script type="application/json">` child
 * first (its values as text), then each prop's attribute over it. `attributes` maps a prop to the attribute that
 * carries it in formatter-emitted markup (data-item-id …); other props read data-vitrine-*.
 */
export function readProps(
  element: Element,
  keys: readonly string[],
  attributes: Readonly<Record<string, string>> = {},
): { raw: Record<string, string>; source: (key: string) => string } {
  const raw: Record<string, string> = {};
  const script = [...element.children].find(
    (c) => c.localName === 'script' && (c as HTMLScriptElement).type === 'application/json',
  );
  let fromJson = false;
  if (script?.textContent?.trim()) {
    const data: unknown = JSON.parse(script.textContent);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      // One reader per prop whatever the source: JSON values become the text an attribute
      // would hold (4 → '4', true → 'true', objects → their JSON).
      for (const [key, value] of Object.entries(data)) {
        raw[key] = typeof value === 'string' ? value : JSON.stringify(value);
      }
      fromJson = true;
    } else throw new TypeError('its <script type="application/json"> child is not a JSON object');
  }
  for (const key of keys) {
    const value = element.getAttribute(attributes[key] ?? propAttribute(key));
    if (value !== null) raw[key] = value;
  }
  return {
    raw,
    source: (key) =>
      element.hasAttribute(attributes[key] ?? propAttribute(key)) || !fromJson
        ? (attributes[key] ?? propAttribute(key))
        : `"${key}" in its <script type="application/json"> child`,
  };
}
