import type { SortableField } from '@hondana/contract';

/**
 * The sort-field code of each content field: the contract's `sortFieldCodes` table, restated here
 * because its module brings zod into the browser. catalogue.test.tsx holds them equal.
 */
export const sortCodeOfField: Record<SortableField, number> = {
  title: 1,
  author: 2,
  distributorName: 3,
  year: 4,
  contentCode: 5,
  uploadedAt: 6,
  param1: 7,
  param2: 8,
  param3: 9,
  param4: 10,
  param5: 11,
  groupOrder: 12,
  publishedAt: 13,
  createdAt: 14,
};
