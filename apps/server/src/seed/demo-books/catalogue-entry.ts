import { PrintMode } from '@hondana/contract';
import type { BookKind, BookSpec } from './book-spec.ts';
import { chapterTitles } from './compose-text.ts';
import type { BookLanguage } from './texts/theme.ts';
import { themeById } from './texts/themes.ts';

/** A content group the catalogue files contents under, by `name` (the lead creates those the tenant lacks). */
export interface DemoGroup {
  name: string;
  nameTranslations: { en: string; ja: string; vn: string };
}

/** One demo content: its metadata and the book file it is made from. */
export interface DemoContent {
  contentCode: string;
  title: string;
  author: string;
  distributorName: string;
  year: number;
  description: string;
  toc: string;
  keywords: string;
  param1?: string;
  param2?: string;
  param3?: string;
  param4?: string;
  param5?: string;
  series?: { name: string; volume: number };
  hashtags: string[];
  /** Names of content groups of the tenant. */
  groups: string[];
  printable: PrintMode;
  enableViewBook: boolean;
  viewOnline: boolean;
  loginRequired: boolean;
  book: BookSpec;
}

export interface DemoCatalogue {
  /** The service path of the tenant, as the seed has it (`demo`, `open`, `campus`, `books`). */
  servicePath: string;
  groups: DemoGroup[];
  contents: DemoContent[];
}

/** A catalogue row: what differs between contents; the rest follows from the theme and the row's place. */
export interface Row {
  title: string;
  author: string;
  theme: string;
  kind: BookKind;
  pages: number;
  groups: string[];
  hashtags?: string[];
  description?: string;
  subtitle?: string;
  series?: { name: string; volume: number };
  params?: Partial<Pick<DemoContent, 'param1' | 'param2' | 'param3' | 'param4' | 'param5'>>;
}

const COLOURS = [
  '#2f7d4f',
  '#8a4b2a',
  '#1f4e79',
  '#7b2d5b',
  '#b5651d',
  '#2a9d8f',
  '#5a4fcf',
  '#c0392b',
  '#3d5a80',
  '#6b705c',
];
const PRINT_MODES: PrintMode[] = [PrintMode.NOT_ALLOWED, PrintMode.ALL_PAGES, PrintMode.CURRENT_PAGE];

/** A book's language as the demo's param3 names it (the search pages' single-choice box offers these). */
export const languageNames: Record<BookLanguage, string> = { ja: '日本語', en: 'English', vn: 'Tiếng Việt' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * What the demo search pages search besides the metadata: the book's language (param3), its format
 * (param4) and a publication date in the year of the content (param5, `YYYY/MM/DD`).
 */
function searchParams(index: number, year: number, lang: BookLanguage, extension: string) {
  const month = ((index * 5) % 12) + 1;
  const day = ((index * 7) % 28) + 1;
  return {
    param3: languageNames[lang],
    param4: extension.toUpperCase(),
    param5: `${year}/${twoDigits(month)}/${twoDigits(day)}`,
  };
}

/**
 * Expands the rows of one tenant into contents. Flags vary with the row's place so the demo shows every
 * combination: printable modes in turn, every third content viewable online, every fifth open without login.
 */
export function expandRows(
  tenant: { prefix: string; folder: string; distributor: string },
  rows: Row[],
): DemoContent[] {
  return rows.map((row, index) => {
    const theme = themeById(row.theme);
    const code = `${tenant.prefix}-${String(index + 1).padStart(3, '0')}`;
    const extension = row.kind.startsWith('epub') ? 'epub' : 'pdf';
    const book: BookSpec = {
      file: `${tenant.folder}/${code.toLowerCase()}.${extension}`,
      kind: row.kind,
      theme: row.theme,
      lang: theme.lang,
      pages: row.pages,
      title: row.title,
      author: row.author,
      colour: COLOURS[(index * 7) % COLOURS.length] as string,
      ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    };
    const toc =
      row.kind === 'pdf-pictures' || row.kind === 'epub-comic'
        ? ''
        : chapterTitles(theme, row.pages).join('\n');
    const year = 2014 + ((index * 5) % 12);
    return {
      contentCode: code,
      title: row.title,
      author: row.author,
      distributorName: tenant.distributor,
      year,
      description: row.description ?? theme.blurb,
      toc,
      keywords: theme.keywords.join(','),
      ...searchParams(index, year, theme.lang, extension),
      ...row.params,
      ...(row.series ? { series: row.series } : {}),
      hashtags: row.hashtags ?? theme.keywords.slice(0, 2),
      groups: row.groups,
      printable: PRINT_MODES[index % PRINT_MODES.length] as PrintMode,
      enableViewBook: true,
      viewOnline: index % 3 === 0,
      loginRequired: index % 5 !== 4,
      book,
    };
  });
}
