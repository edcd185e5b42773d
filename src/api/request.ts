import type { ApiError } from './ApiError.ts';
import { type CallOptions, callRoute } from './callRoute.ts';
import { holdCrumb, isHeldCrumb, readCrumb } from './crumb.ts';
import type { ResponseOf, Route } from './route.ts';
import { crumb as crumbRoute } from './routes/session.ts';

export type RequestOptions<R extends Route> = CallOptions<R>;

/**
 * Call one route from the storefront (the one HTTP core, src/api/callRoute.ts: its answer read as
 * the route declares, every failure an ApiError whose message is the one a visitor should read)
 * with the page's crumb: the crumb cookie, else one the crumb route answered, held in memory.
 */
export async function request<R extends Route>(
  route: R,
  options: RequestOptions<R> = {},
  /** internal: whether a refused crumb the client held may still be renewed (once per call) */
  renew = true,
): Promise<ResponseOf<R>> {
  let crumb: string | undefined;
  if (route.crumb === 'header') {
    // No crumb cookie, none held: this page was not served by the platform. Ask for one first; if
    // cookies are off it still is missing, and the refusal says so (spec section 8).
    if (!readCrumb()) await fetchCrumb(options.base);
    crumb = readCrumb();
  }
  try {
    return await callRoute(route, options, crumb);
  } catch (error) {
    // A refused crumb that the client held itself (the page cannot read the API's cookie): it may
    // have expired while the page stayed open. Fetch a fresh one and send the call once more. Safe
    // even for an add: a crumb refusal (401 crumbFail) is answered before anything is done. Never
    // after a timeout, a lost connection or a 5xx, where the call may have gone through. A refused
    // crumb cookie is the platform's session: that is the spec's 'session expired'.
    if (renew && isHeldCrumb(crumb) && (error as ApiError | undefined)?.kind === 'crumb') {
      holdCrumb(undefined);
      await fetchCrumb(options.base);
      if (readCrumb()) return request(route, options, false);
    }
    throw error;
  }
}

let crumbCall: Promise<void> | undefined;

/** Ask the crumb route for a crumb (one call at a time): its cookie is set, its body's value held. */
function fetchCrumb(base: string | undefined): Promise<void> {
  return (crumbCall ||= request(crumbRoute, { base })
    .then(
      (answer) => answer && holdCrumb(answer.crumb),
      () => undefined,
    )
    .finally(() => (crumbCall = undefined)));
}
