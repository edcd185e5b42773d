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

/** Misbehaviours the fixture server can be told to show (see fixtures/server/http/faults.ts). */
export type Fault = '429' | '500' | 'crumb' | 'slow' | 'garbage' | 'sold-out';

/**
 * One HTTP call as it travels, in plain data (src/api/wire/<area>.ts): what the browser needs to
 * make it and the fixture server to route it. No schema: the collectors read their paths here
 * and download no zod.
 */
export interface Wire {
  readonly name: string;
  readonly method: Method;
  /** with `{param}` placeholders, each filled URI-encoded (routePath) */
  readonly path: string;
  readonly encoding: Encoding;
  /** how the client reads a success answer; absent: `json` */
  readonly answer?: Answer;
  readonly crumb: CrumbPolicy;
}

// Types only: what a route's caller sends, which no page checks (only the server does, with the
// schema of its ServerRoute), so no schema is downloaded for it.
declare const SENDS: unique symbol;
export interface Sends<Body> {
  readonly [SENDS]: Body;
}

/**
 * A call as the browser makes it (src/api/routes/<area>.ts): its wire facts and the schema it
 * reads the answer with, z.undefined() for 204 No Content (read as `answer` says).
 */
export interface Route extends Wire {
  readonly response: z.ZodMiniType;
}

/**
 * A call as the server takes it (src/api/routes.ts): with what it checks coming in and the
 * faults the fixture server may play on it. Built on call, in the server and the tests only.
 */
export interface ServerRoute extends Route {
  /** absent when the call sends no body */
  readonly body?: z.ZodMiniType;
  /** absent when the call takes no query */
  readonly query?: z.ZodMiniType;
  readonly faults: readonly Fault[];
}

/** Keeps every literal of a declaration (name, path, schema types) for the typed client. */
export function defineRoute<const R extends Route>(route: R): R {
  return route;
}

/**
 * `sending<Body>()(route)`: a route whose caller sends a Body (the input type of the schema the
 * server checks it with). Types only: the route is returned as it is.
 */
export function sending<Body>() {
  return <const R extends Route>(route: R): R & Sends<Body> => route as R & Sends<Body>;
}

/** What only the server reads of a call; a `response` here replaces the browser's (a stricter check of its own answers). */
export type ServerPart = Partial<Pick<ServerRoute, 'response' | 'body' | 'query'>> &
  Pick<ServerRoute, 'faults'>;

/** A browser route with what only the server reads (`body`, `query`, `faults`). */
export function serverRoute<const R extends Route, const S extends ServerPart>(
  route: R,
  server: S,
): Omit<R, keyof S> & S {
  return { ...route, ...server };
}

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;

/** `{entryId: string}` for '/api/commerce/cart/entries/{entryId}/additional-fields'. */
export type ParamsOf<R extends Wire> = { readonly [K in ParamNames<R['path']>]: string };

/** What the caller passes as body (the server schema's input: defaults may be left out). */
export type BodyOf<R extends Route> = R extends Sends<infer B> ? B : undefined;

/** What the handler receives as body (schema output: defaults filled in). */
export type ParsedBodyOf<R extends ServerRoute> =
  NonNullable<R['body']> extends z.ZodMiniType ? z.output<NonNullable<R['body']>> : undefined;

export type ParsedQueryOf<R extends ServerRoute> =
  NonNullable<R['query']> extends z.ZodMiniType ? z.output<NonNullable<R['query']>> : Record<string, never>;

/** What the client resolves with: for an `any` route, what its schema takes of the answer, or undefined. */
export type ResponseOf<R extends Route> = R extends { readonly answer: 'any' }
  ? z.output<R['response']> | undefined
  : z.output<R['response']>;

/** Fill `{name}` placeholders, each value URI-encoded so an id can never change the path. */
export function routePath(route: Wire, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for route ${route.name}`);
    return encodeURIComponent(value);
  });
}
