import { ApiError } from '../api/ApiError.ts';
import { fillPlaceholders } from '../i18n/fillPlaceholders.ts';
import { platformMessages } from '../i18n/areas/platformMessages.ts';

/**
 * A platform call answered 404: `path` is the request's path (no origin, no query), so the
 * caller can tell which of its resources is gone. An ApiError too, so one catch serves both.
 */
export class NotFoundError extends ApiError {
  constructor(
    readonly path: string,
    serverMessage?: string,
  ) {
    super('http', serverMessage || fillPlaceholders(platformMessages['platform.notFound'], { path }), 404, {
      code: 'not-found',
    });
    // ApiError's `name` is a literal type; a log still reads which error this is.
    Object.defineProperty(this, 'name', { value: 'NotFoundError' });
  }
}
