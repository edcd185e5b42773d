import type { VitrineRuntime } from '../../runtime/types.ts';

/** An API path under the loader's data-api-base (an origin or a path prefix), absolute. */
export function apiUrl(runtime: VitrineRuntime, path: string, base = runtime.config.apiBase ?? ''): string {
  return new URL(base.replace(/\/$/, '') + path, location.href).href;
}
