import type { FindInBookResult } from '@hondana/contract';

/** One match of the find box: its page and its order among that page's matches. */
export interface FindPlace {
  page: number;
  ordinal: number;
}

/** Every match of the answer, in reading order. */
export const placesOf = (result: FindInBookResult): FindPlace[] =>
  result.pages.flatMap(({ page, matches }) => matches.map((_, ordinal) => ({ page, ordinal })));

/** The first match on or after `page` (the reader goes on from where they are), or the book's first. */
export function firstPlaceFrom(places: readonly FindPlace[], page: number): number {
  const at = places.findIndex((place) => place.page >= page);
  return Math.max(0, at);
}
