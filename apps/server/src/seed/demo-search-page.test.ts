import { SearchableField, SearchOperation } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { demoCatalogues } from './demo-books/catalogue.ts';
import { demoTenants } from './demo-tenants.ts';

/** The demo search pages against the demo books: every box of every tenant has something to find. */
describe('demo search pages', () => {
  for (const tenant of demoTenants) {
    it(`${tenant.service.path}: every box finds a demo book`, () => {
      const catalogue = demoCatalogues.find((c) => c.servicePath === tenant.service.path);
      const contents = catalogue?.contents ?? [];
      expect(contents.length).toBeGreaterThan(0);
      const boxes = (tenant.searchPage ?? []).flatMap((tab) => tab.boxes);
      const groupNames = new Set((tenant.contentGroups ?? []).map((g) => g.name));
      for (const box of boxes) {
        const valueFields = box.searchFields.filter((f) => f !== SearchableField.CONTENT_GROUP);
        for (const value of box.matchValues ?? []) {
          const found = contents.some((c) =>
            valueFields.some((f) => String((c as unknown as Record<string, unknown>)[f] ?? '') === value),
          );
          expect(found, `${box.label}: ${value}`).toBe(true);
        }
        for (const name of box.groups ?? []) expect(groupNames.has(name), `${box.label}: ${name}`).toBe(true);
        if (box.operation === SearchOperation.SINGLE_CHOICE)
          expect(box.matchValues?.length).toBeGreaterThan(1);
      }
      expect(contents.every((c) => /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d)$/.test(c.param5 ?? ''))).toBe(
        true,
      );
      expect(contents.every((c) => c.param5?.startsWith(`${c.year}/`))).toBe(true);
      expect(new Set(contents.map((c) => c.param4))).toEqual(
        new Set(boxes.find((b) => b.operation === SearchOperation.MULTI_CHOICE)?.matchValues),
      );
    });
  }
});
