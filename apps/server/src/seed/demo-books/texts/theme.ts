export type BookLanguage = 'en' | 'ja' | 'vn';

/**
 * A subject the demo books are written about: chapter titles and sentences written for Hondana,
 * which the composer arranges into pages. Nothing here is copied from elsewhere.
 */
export interface Theme {
  id: string;
  lang: BookLanguage;
  /** One or two sentences, used as the description of a content unless the catalogue gives its own. */
  blurb: string;
  keywords: string[];
  chapters: string[];
  sentences: string[];
}
