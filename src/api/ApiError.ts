/** Why a call failed, so a widget can pick its message and its retry behaviour. */
export type ApiErrorKind = 'rate-limited' | 'crumb' | 'timeout' | 'network' | 'http' | 'malformed';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}
