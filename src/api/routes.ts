/**
 * Every HTTP call the bundle makes, in one table. The spec fixes the census, form,
 * restock, performance and platform paths; it leaves the cart, stock, template-schema
 * and error-report paths open, so those are our choice (documented in the README).
 * The fixture server registers its handlers from this same table.
 */
export const routes = {
  // Chosen by us (spec: "paths not shown").
  cart: { method: 'GET', path: '/api/commerce/cart' },
  cartAddEntry: { method: 'POST', path: '/api/commerce/cart/entries' },
  cartUpdateEntryFields: { method: 'PUT', path: '/api/commerce/cart/entries/{entryId}/additional-fields' },
  cartSubscription: { method: 'POST', path: '/api/commerce/cart/subscription' },
  inventoryStock: { method: 'GET', path: '/api/commerce/inventory/stock' },
  templateSchema: { method: 'GET', path: '/api/template/schema' },
  formValidate: { method: 'POST', path: '/api/forms/{id}/validate' },
  recordErrors: { method: 'POST', path: '/api/record-javascript-errors' },
  // Fixed by the spec.
  formSubmissionKey: { method: 'POST', path: '/api/form/FormSubmissionKey' },
  formSave: { method: 'POST', path: '/api/form/SaveFormSubmission' },
  censusHit: { method: 'POST', path: '/api/census/RecordHit' },
  restockSignUp: { method: 'POST', path: '/api/site-users/account/notifications/restock' },
  performanceRecords: { method: 'POST', path: '/api/1/performance/records' },
} as const;

export type RouteName = keyof typeof routes;
export type Method = (typeof routes)[RouteName]['method'];

/** Fill `{name}` placeholders, each value URI-encoded so an id can never change the path. */
export function routePath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return routes[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter "${key}" for route ${name}`);
    return encodeURIComponent(value);
  });
}
