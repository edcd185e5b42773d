/**
 * Constants of the platform helper layer that engine spec §9 lists without a home of their own.
 */

/** The US territories list (engine spec §9): the US itself and its territories, as ISO country codes. */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

export type UsTerritory = (typeof US_TERRITORIES)[number];

/** Whether a country code is the US or one of its territories (case-insensitive, trimmed). */
export function isUsTerritory(country: string | null | undefined): boolean {
  return (US_TERRITORIES as readonly string[]).includes((country ?? '').trim().toUpperCase());
}

/**
 * The password mask placeholder (engine spec §9: "a fixed token string"; its value is ours): what
 * a settings form shows in place of a password already saved, so the password itself never
 * reaches the page. Sent back unchanged, it means "keep the saved password".
 */
export const PASSWORD_MASK_PLACEHOLDER = '__VITRINE_PASSWORD_MASK__';

/** What a form shows for a stored password: the placeholder when one is saved, else nothing. */
export function maskedPassword(saved: boolean): string {
  return saved ? PASSWORD_MASK_PLACEHOLDER : '';
}

/** What to save from a form's password field: undefined (keep the saved one) for the placeholder. */
export function passwordToSave(value: string): string | undefined {
  return value === PASSWORD_MASK_PLACEHOLDER ? undefined : value;
}
