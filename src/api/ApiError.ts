/** Why a call failed, so a widget can pick its message and its retry behaviour. */
export type ApiErrorKind = 'rate-limited' | 'crumb' | 'timeout' | 'network' | 'http' | 'malformed';

export interface ApiErrorDetails {
  /** machine-readable reason from the error body's `code`, e.g. 'insufficient-stock' */
  code?: string;
  /** a refused form's messages by field id (the error body's `errors`) */
  fieldErrors?: Readonly<Record<string, string>>;
  /** the error body's own words (`message` or `error`), when it had any */
  serverMessage?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;
  readonly serverMessage: string | undefined;

  /** `status` is the HTTP status, 0 when no answer arrived (network, timeout). */
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    ({ code: this.code, fieldErrors: this.fieldErrors, serverMessage: this.serverMessage } = details);
  }
}
