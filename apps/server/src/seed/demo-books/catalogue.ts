import type { BookSpec } from './book-spec.ts';
import { booksDomainCatalogue } from './catalogue-books-domain.ts';
import { campusCatalogue } from './catalogue-campus.ts';
import { demoLibraryCatalogue } from './catalogue-demo-library.ts';
import { eduCampusCatalogue } from './catalogue-edu-campus.ts';
import type { DemoCatalogue } from './catalogue-entry.ts';
import { openShelfCatalogue } from './catalogue-open-shelf.ts';

export type { DemoCatalogue, DemoContent, DemoGroup } from './catalogue-entry.ts';

/** Every demo tenant's catalogue, by the service path the seed gives the tenant. */
export const demoCatalogues: DemoCatalogue[] = [
  demoLibraryCatalogue,
  openShelfCatalogue,
  campusCatalogue,
  booksDomainCatalogue,
  eduCampusCatalogue,
];

/** Every book file the catalogues use, once each. */
export function demoBookSpecs(catalogues: DemoCatalogue[] = demoCatalogues): BookSpec[] {
  return catalogues.flatMap((catalogue) => catalogue.contents.map((content) => content.book));
}
