import type { ServerRoute } from './route.ts';
import { cartOnServer } from './routes/cart.ts';
import { cartChangesOnServer } from './routes/cartChanges.ts';
import { censusOnServer } from './routes/census.ts';
import { errorReportsOnServer } from './routes/errorReports.ts';
import { eventsOnServer } from './routes/events.ts';
import { formsOnServer } from './routes/forms.ts';
import { inventoryOnServer } from './routes/inventory.ts';
import { performanceOnServer } from './routes/performance.ts';
import { platformMultilingualOnServer } from './routes/platformMultilingual.ts';
import { platformPreferencesOnServer } from './routes/platformPreferences.ts';
import { platformServicesOnServer } from './routes/platformServices.ts';
import { platformSessionOnServer } from './routes/platformSession.ts';
import { platformSiteOnServer } from './routes/platformSite.ts';
import { platformStoreOnServer } from './routes/platformStore.ts';
import { productsOnServer } from './routes/products.ts';
import { restockOnServer } from './routes/restock.ts';
import { restockOwnerOnServer } from './routes/restockOwner.ts';
import { reviewsOnServer } from './routes/reviews.ts';
import { sessionOnServer } from './routes/session.ts';

export { routePath } from './route.ts';

/**
 * Every HTTP call, in one table, as the fixture server and the tests take it: its wire facts
 * (src/api/wire/<area>.ts), the schemas of what goes and comes back and the faults the fixture
 * server may play (src/api/routes/<area>.ts). Browser code imports the one route it calls from
 * `./routes/<area>.ts` instead (its wire facts and the schema it reads the answer with), and the
 * collectors their paths from `./wire/<area>.ts`. The spec fixes the census, form, restock and
 * performance paths; the cart, stock, template-schema, form-validation and error-report paths are
 * ours (docs/integrators/routes.md).
 */
export const routes = {
  ...cartOnServer(),
  ...cartChangesOnServer(),
  ...inventoryOnServer(),
  ...productsOnServer(),
  ...formsOnServer(),
  ...errorReportsOnServer(),
  ...censusOnServer(),
  ...eventsOnServer(),
  ...restockOnServer(),
  ...restockOwnerOnServer(),
  ...reviewsOnServer(),
  ...performanceOnServer(),
  ...sessionOnServer(),
  // The platform helper layer (src/platform): engine spec §7 "Platform helpers"
  ...platformSessionOnServer(),
  ...platformSiteOnServer(),
  ...platformMultilingualOnServer(),
  ...platformStoreOnServer(),
  ...platformPreferencesOnServer(),
  ...platformServicesOnServer(),
} as const satisfies Record<string, ServerRoute>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type AnyRoute = Routes[RouteName];

export const routeList: readonly AnyRoute[] = Object.values(routes);

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(routes, value);
}
