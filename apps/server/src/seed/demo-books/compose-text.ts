import { seededRandom, shuffled } from './seeded-random.ts';
import type { Theme } from './texts/theme.ts';

/** Sentences joined into paragraphs, endlessly and deterministically, from one theme. */
export function paragraphStream(theme: Theme, seed: number): () => string {
  const random = seededRandom(seed);
  const joiner = theme.lang === 'ja' ? '' : ' ';
  let pool: string[] = [];
  return () => {
    const count = 3 + Math.floor(random() * 3);
    const sentences: string[] = [];
    while (sentences.length < count) {
      if (pool.length === 0) pool = shuffled(theme.sentences, random);
      sentences.push(pool.pop() as string);
    }
    return sentences.join(joiner);
  };
}

/** Which chapter each of `pages` pages belongs to: chapters spread evenly, at most one per page. */
export function chapterOfPages(theme: Theme, pages: number): number[] {
  const chapters = Math.min(theme.chapters.length, pages);
  return Array.from({ length: pages }, (_, page) => Math.floor((page * chapters) / pages));
}

/** The chapter titles a book of `pages` pages or chapters uses, in order: its table of contents. */
export function chapterTitles(theme: Theme, pages: number): string[] {
  return theme.chapters.slice(0, Math.min(theme.chapters.length, pages));
}
