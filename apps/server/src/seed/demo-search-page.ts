import { SearchableField as Field, type Language, SearchOperation, SearchTabType } from '@hondana/contract';
import type { SearchPageTab as DemoSearchTab } from '../modules/companies/search-page-tab.ts';
import type { DemoContent } from './demo-books/catalogue.ts';
import { languageNames } from './demo-books/catalogue-entry.ts';

export type { DemoSearchTab };

/** The words of the standard demo search page, in the language the tenant names things in. */
const words = {
  en: {
    fullText: 'Inside the books',
    words: 'Words',
    details: 'Details',
    button: 'Search',
    title: 'Title or author',
    code: 'Content code',
    year: 'Year',
    added: 'Added between',
    published: 'Published in',
    language: 'Language',
    shelf: 'Format or shelf',
  },
  ja: {
    fullText: '本文から探す',
    words: 'キーワード',
    details: '詳細検索',
    button: '検索',
    title: 'タイトル・著者',
    code: 'コンテンツコード',
    year: '出版年',
    added: '登録日',
    published: '発行月',
    language: '言語',
    shelf: '形式・棚',
  },
  vn: {
    fullText: 'Tìm trong sách',
    words: 'Từ khóa',
    details: 'Tìm chi tiết',
    button: 'Tìm kiếm',
    title: 'Tên sách hoặc tác giả',
    code: 'Mã sách',
    year: 'Năm xuất bản',
    added: 'Ngày thêm',
    published: 'Tháng phát hành',
    language: 'Ngôn ngữ',
    shelf: 'Định dạng hoặc kệ sách',
  },
} satisfies Record<Language, Record<string, string>>;

const translations = (key: keyof (typeof words)['en']) => ({
  en: words.en[key],
  ja: words.ja[key],
  vn: words.vn[key],
});

/** The values a field holds in the catalogue, in first-seen order (what a choice box may offer). */
const valuesIn = (contents: readonly DemoContent[], field: 'param3' | 'param4') => [
  ...new Set(contents.flatMap((c) => c[field] ?? [])),
];

/**
 * A demo tenant's search page: a full-text tab (one full-text box) and a parameter tab with a box of
 * every operation, over metadata the tenant's demo books hold (`languageNames`, formats and dates of
 * catalogue-entry.ts), so every control of the search overlay finds something.
 */
export function standardSearchPage(options: {
  language: Language;
  colour: string;
  contents: readonly DemoContent[];
  /** Content groups the multiple-choice box offers, by name. */
  groups: string[];
}): DemoSearchTab[] {
  const w = words[options.language];
  const button = {
    label: w.button,
    labelTranslations: translations('button'),
    icon: 'search',
    backgroundColor: options.colour,
    textColor: '#ffffff',
    align: 'center' as const,
  };
  const languages = valuesIn(options.contents, 'param3').filter((v) =>
    (Object.values(languageNames) as string[]).includes(v),
  );
  return [
    {
      title: w.fullText,
      titleTranslations: translations('fullText'),
      type: SearchTabType.FULL_TEXT,
      button,
      boxes: [
        {
          label: w.words,
          labelTranslations: translations('words'),
          operation: SearchOperation.PARTIAL,
          searchType: SearchTabType.FULL_TEXT,
          searchFields: [],
          size: 12,
        },
      ],
    },
    {
      title: w.details,
      titleTranslations: translations('details'),
      type: SearchTabType.PARAM,
      button,
      boxes: [
        {
          label: w.title,
          labelTranslations: translations('title'),
          operation: SearchOperation.PARTIAL,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.TITLE, Field.AUTHOR],
          size: 12,
        },
        {
          label: w.code,
          labelTranslations: translations('code'),
          operation: SearchOperation.EXACT,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.CONTENT_CODE],
          size: 6,
        },
        {
          label: w.year,
          labelTranslations: translations('year'),
          operation: SearchOperation.YEAR_RANGE,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.YEAR],
          size: 6,
        },
        {
          label: w.added,
          labelTranslations: translations('added'),
          operation: SearchOperation.DATE_RANGE,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.UPLOADED_AT],
          size: 6,
        },
        {
          label: w.published,
          labelTranslations: translations('published'),
          operation: SearchOperation.MONTH_RANGE,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.PARAM5],
          size: 6,
        },
        {
          label: w.language,
          labelTranslations: translations('language'),
          operation: SearchOperation.SINGLE_CHOICE,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.PARAM3],
          matchValues: languages,
          size: 12,
        },
        {
          label: w.shelf,
          labelTranslations: translations('shelf'),
          operation: SearchOperation.MULTI_CHOICE,
          searchType: SearchTabType.PARAM,
          searchFields: [Field.PARAM4, Field.CONTENT_GROUP],
          matchValues: valuesIn(options.contents, 'param4'),
          groups: options.groups,
          size: 12,
        },
      ],
    },
  ];
}
