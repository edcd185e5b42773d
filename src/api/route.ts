import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a request body travels. `text` is JSON sent as text/plain, as `navigator.sendBeacon`
 * sends a string; `form` is application/x-www-form-urlencoded, as it sends URLSearchParams.
 * Both are CORS-safelisted, which is why beacons use them: no preflight, from any page.
 */
export type Encoding = 'none' | 'json' | 'form' | 'text';

/**
 * `header`: the call echoes the crumb cookie in X-CSRF-Token (storefront spec, section 7).
 * `none`: the call cannot or need not: beacons (sendBeacon sends no custom header) and the
 * form-submission calls, which the spec sends "with credentials" and a single-use key instead.
 */
export type CrumbPolicy = 'header' | 'none';

/**
 * How the client reads a success answer (any 2xx), so a platform that answers as the spec allows
 * but not as our fixture server does is still understood (src/api/readAnswer.ts):
 * - `json` (the default): the spec shows what the answer carries (a cart, a key, an xsrfToken …):
 *   it must be JSON that the route's response schema takes;
 * - `any`: the spec shows no success answer: any 2xx is success whatever its body (none, `{}`,
 *   `{"success":true}`, an id, plain text, any content type); the client resolves with what the
 *   response schema takes of it, else undefined;
 * - `text`: the answer is one string, as JSON (`"id"`) or as plain text (trimmed).
 */
export type Answer = 'json' | 'any' | 'text';

/** Misbehaviours the fixture server can be told to show (see fixtures/server/faults.ts). */
export type Fault = '429' | '500' | 'crumb' | 'slow' | 'garbage' | 'sold-out';

/**
 * One HTTP call, declared once for the browser client and the fixture server alike:
 * method, path with `{param}` placeholders, schemas of what goes and comes back, crumb policy,
 * and the faults the fixture server may play on it.
 */
export interface Route {
  readonly name: string;
  readonly method: Method;
  readonly path: string;
  readonly encoding: Encoding;
  /** absent when the call sends no body */
  readonly body?: z.ZodMiniType;
  /** absent when the call takes no query */
  readonly query?: z.ZodMiniType;
  /**
   * What the fixture server answers (it checks its own answers against it); z.undefined() for
   * 204 No Content. The client reads it as `answer` says.
   */
  readonly response: z.ZodMiniType;
  /** how the client reads a success answer; absent: `json` */
  readonly answer?: Answer;
  readonly crumb: CrumbPolicy;
  /** `onServer ? [...] : []`: only the fixture server plays them, so the browser build drops them */
  readonly faults: readonly Fault[];
}

declare const __VITRINE_BROWSER__: true | undefined;

/**
 * True on the server and in tests; false in the browser build (vite.config.ts defines
 * __VITRINE_BROWSER__), where `body: onServer ? schema : undefined` lets the minifier drop the
 * request schemas: only the fixture server checks what comes in, the browser never parses its
 * own requests, and those schemas would cost every page ~1 KB.
 */
export const onServer = typeof __VITRINE_BROWSER__ === 'undefined';

/** Keeps every literal of a declaration (name, path, schema types) for the typed client. */
export function defineRoute<const R extends Route>(route: R): R {
  return route;
}

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;

/** `{entryId: string}` for '/api/commerce/cart/entries/{entryId}/additional-fields'. */
export type ParamsOf<R extends Route> = { readonly [K in ParamNames<R['path']>]: string };

/** What the caller passes as body (schema input: defaults may be left out). */
export type BodyOf<R extends Route> =
  NonNullable<R['body']> extends z.ZodMiniType ? z.input<NonNullable<R['body']>> : undefined;

/** What the handler receives as body (schema output: defaults filled in). */
export type ParsedBodyOf<R extends Route> =
  NonNullable<R['body']> extends z.ZodMiniType ? z.output<NonNullable<R['body']>> : undefined;

export type ParsedQueryOf<R extends Route> =
  NonNullable<R['query']> extends z.ZodMiniType ? z.output<NonNullable<R['query']>> : Record<string, never>;

/** What the client resolves with: for an `any` route, what its schema takes of the answer, or undefined. */
export type ResponseOf<R extends Route> = R extends { readonly answer: 'any' }
  ? z.output<R['response']> | undefined
  : z.output<R['response']>;

/** Fill `{name}` placeholders, each value URI-encoded so an id can never change the path. */
export function routePath(route: Route, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for route ${route.name}`);
    return encodeURIComponent(value);
  });
}
