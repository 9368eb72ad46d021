import type { Page, PageQuery } from '@hondana/contract';

/** The rows a `?page=&size=` query asks for (page is 1-based). */
export const pageWindow = (query: PageQuery) => ({
  offset: (query.page - 1) * query.size,
  limit: query.size,
});

/** A page answer from the rows of the window and the total. */
export const presentPage = <T>(query: PageQuery, content: T[], total: number): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / query.size),
  number: query.page,
  size: query.size,
});
