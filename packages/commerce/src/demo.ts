/**
 * @ironmark/commerce/demo — the demo catalogue (about 1.6 MB of products, variants, prices and stock,
 * with its Swedish, German and French texts). Kept apart from the contract, the client and the
 * reference backend so only a deliberate import downloads it:
 * `createCommerce({ env, catalogue: demoCatalogue() })`.
 */

import catalogueDe from '../data/generated/catalogue.de.json' with { type: 'json' };
import catalogueFr from '../data/generated/catalogue.fr.json' with { type: 'json' };
import catalogueJson from '../data/generated/catalogue.json' with { type: 'json' };
import catalogueSv from '../data/generated/catalogue.sv.json' with { type: 'json' };
import { type Catalogue, createCatalogue } from './server/catalogue/catalogue';
import { catalogueDataSchema, catalogueTranslationSchema } from './server/catalogue/schema';

let demo: Catalogue | undefined;

/**
 * The demo catalogue of `data/generated/catalogue.json` with its translations
 * (`catalogue.{sv,de,fr}.json`), parsed with zod once and cached.
 */
export function demoCatalogue(): Catalogue {
  demo ??= createCatalogue(
    catalogueDataSchema.parse(catalogueJson),
    Object.fromEntries(
      [catalogueSv, catalogueDe, catalogueFr].map((json) => {
        const texts = catalogueTranslationSchema.parse(json);
        return [texts.language, texts];
      }),
    ),
  );
  return demo;
}
