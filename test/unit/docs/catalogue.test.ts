import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../fixtures/server/seed/catalog.ts';
import {
  CATALOGUE_DOC,
  ROUTES_DOC,
  catalogueDoc,
  routesDoc,
} from '../../../fixtures/server/seed/catalogueDoc.ts';
import { routes } from '../../../src/api/routes.ts';

describe('docs/integrators/catalogue.md', () => {
  it('is what fixtures/server/seed/catalogueDoc.ts makes from the data (run `npx tsx fixtures/server/seed/catalogueDoc.ts`)', async () => {
    expect(readFileSync(CATALOGUE_DOC, 'utf8')).toBe(await catalogueDoc());
  });

  it('names every product, item id, variant id and SKU of the catalogue', () => {
    const page = readFileSync(CATALOGUE_DOC, 'utf8');
    for (const product of demoCatalog) {
      expect(page).toContain(`\`${product.id}\``);
      expect(page).toContain(`\`/shop/${product.slug}\``);
      for (const variant of product.variants) {
        expect(page).toMatch(new RegExp(`\\| \`${variant.id}\` +\\| \`${variant.sku}\` `));
      }
    }
  });
});

describe('docs/integrators/routes.md', () => {
  it('lists every route of src/api/routes.ts as it is (run `npx tsx fixtures/server/seed/catalogueDoc.ts`)', async () => {
    const page = readFileSync(ROUTES_DOC, 'utf8');
    expect(page).toBe(await routesDoc(page));
    for (const route of Object.values(routes)) expect(page).toContain(`\`${route.method} ${route.path}\``);
  });
});
