/** Paging defaults, without zod: the web's first download reads them. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_SIZE = 10;
export const PAGE_SIZE_MAX = 100;
