import type { Route } from './route.ts';
import { cart, cartAddEntry, cartSubscription, cartUpdateEntryFields } from './routes/cart.ts';
import { cartRemoveEntry, cartUpdateEntryQuantity } from './routes/cartChanges.ts';
import {
  censusButtonClick,
  censusButtonRender,
  censusFormRender,
  censusHit,
  censusOverlay,
  censusQuickView,
} from './routes/census.ts';
import { recordErrors } from './routes/errorReports.ts';
import { trackerEvents, trackerRecordEvent, trackerValidateEventContent } from './routes/events.ts';
import { formSave, formSubmissionKey, formValidate, templateSchema } from './routes/forms.ts';
import { inventoryStock } from './routes/inventory.ts';
import { productView, relatedProducts } from './routes/products.ts';
import { performanceRecords } from './routes/performance.ts';
import {
  multilingualDisconnect,
  multilingualLanguages,
  multilingualLanguagesUpdate,
  multilingualSettings,
  multilingualStatus,
} from './routes/platformMultilingual.ts';
import { commercePreferences, commercePreferencesUpdate } from './routes/platformPreferences.ts';
import { placesAutocomplete, placesDetails, sessionRecordingId } from './routes/platformServices.ts';
import { sessionLocale, sessionLogin, sessionLogout } from './routes/platformSession.ts';
import {
  navigationUpdate,
  siteHeaderFooter,
  siteHeaderFooterUpdate,
  siteLayout,
} from './routes/platformSite.ts';
import { storeCategoryCreate, storeCollectionCreate } from './routes/platformStore.ts';
import { restockSignUp } from './routes/restock.ts';
import { reviewsList, reviewsSummary, reviewSubmit } from './routes/reviews.ts';
import { restockGroups, restockSend, restockSendAll, restockSignUps } from './routes/restockOwner.ts';
import { crumb } from './routes/session.ts';

export { routePath } from './route.ts';

/**
 * Every HTTP call, in one table, for the fixture server and the tests. Browser code imports
 * the one route it calls from `./routes/<area>.ts` instead, so a widget's chunk carries only
 * its own schemas. The spec fixes the census, form, restock and performance paths; the cart,
 * stock, template-schema, form-validation and error-report paths are ours (docs/integrators/routes.md).
 */
export const routes = {
  cart,
  cartAddEntry,
  cartUpdateEntryFields,
  cartUpdateEntryQuantity,
  cartRemoveEntry,
  cartSubscription,
  inventoryStock,
  productView,
  relatedProducts,
  templateSchema,
  formValidate,
  recordErrors,
  formSubmissionKey,
  formSave,
  censusHit,
  censusFormRender,
  censusButtonClick,
  censusButtonRender,
  censusOverlay,
  censusQuickView,
  trackerRecordEvent,
  trackerEvents,
  trackerValidateEventContent,
  restockSignUp,
  restockGroups,
  restockSignUps,
  restockSend,
  restockSendAll,
  reviewsList,
  reviewsSummary,
  reviewSubmit,
  performanceRecords,
  crumb,
  // The platform helper layer (src/platform): engine spec §7 "Platform helpers"
  sessionLogin,
  sessionLogout,
  sessionLocale,
  siteHeaderFooter,
  siteHeaderFooterUpdate,
  multilingualSettings,
  multilingualStatus,
  multilingualLanguages,
  multilingualLanguagesUpdate,
  multilingualDisconnect,
  siteLayout,
  navigationUpdate,
  storeCollectionCreate,
  storeCategoryCreate,
  commercePreferences,
  commercePreferencesUpdate,
  sessionRecordingId,
  placesAutocomplete,
  placesDetails,
} as const satisfies Record<string, Route>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type AnyRoute = Routes[RouteName];

export const routeList: readonly AnyRoute[] = Object.values(routes);

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(routes, value);
}
