import {
  ContentGroupType,
  type Language,
  SearchableField,
  SearchOperation,
  SearchTabType,
  SortFieldType,
} from '@hondana/contract';
import type { contentGroups, sortFields } from '../../db/schema/index.ts';
import { defaultSortFields } from '../sort-fields/default-sort-fields.ts';
import type { SearchPageTab } from './search-page-tab.ts';

type GroupRow = Omit<typeof contentGroups.$inferInsert, 'companyId' | 'serviceId'>;
type SortRow = Omit<typeof sortFields.$inferInsert, 'companyId' | 'serviceId'>;

/** What a service starts with beyond its once-per-service settings records. */
export interface PortalDefaults {
  contentGroups: readonly GroupRow[];
  /** The content list's sort fields (the search result's come with the search page). */
  sortFields: readonly SortRow[];
  searchPage: readonly SearchPageTab[];
}

/** The groups the portal fills itself (favourites, reading history, new, popular, recommended). */
export const specialGroups = [
  {
    name: 'Favourites',
    nameTranslations: { en: 'Favourites', ja: 'お気に入り', vn: 'Yêu thích' },
    type: ContentGroupType.FAVORITE,
  },
  {
    name: 'Recently read',
    nameTranslations: { en: 'Recently read', ja: '最近読んだ本', vn: 'Đã đọc gần đây' },
    type: ContentGroupType.RECENTLY,
  },
  {
    name: 'New',
    nameTranslations: { en: 'New arrivals', ja: '新着', vn: 'Mới' },
    type: ContentGroupType.NEW,
  },
  {
    name: 'Popular',
    nameTranslations: { en: 'Popular', ja: '人気', vn: 'Phổ biến' },
    type: ContentGroupType.POPULAR,
  },
  {
    name: 'Recommended',
    nameTranslations: { en: 'Recommended', ja: 'おすすめ', vn: 'Đề xuất' },
    type: ContentGroupType.RECOMMEND,
  },
] as const satisfies readonly GroupRow[];

const words = {
  fullText: { en: 'Inside the books', ja: '本文から探す', vn: 'Tìm trong sách' },
  words: { en: 'Words', ja: 'キーワード', vn: 'Từ khóa' },
  details: { en: 'Details', ja: '詳細検索', vn: 'Tìm chi tiết' },
  button: { en: 'Search', ja: '検索', vn: 'Tìm kiếm' },
  title: { en: 'Title or author', ja: 'タイトル・著者', vn: 'Tên sách hoặc tác giả' },
  code: { en: 'Content code', ja: 'コンテンツコード', vn: 'Mã sách' },
} satisfies Record<string, Record<Language, string>>;

/**
 * A new portal's defaults, its texts in the company's default language (and translated): the special
 * groups, newest-title-author sort fields, and a search page of a full-text tab and a details tab (title
 * or author, content code), so the home, the lists and the search overlay answer from the first visit.
 */
export function newPortalDefaults(language: Language): PortalDefaults {
  const button = {
    label: words.button[language],
    labelTranslations: words.button,
    icon: 'search',
    backgroundColor: '#1c7ed6',
    textColor: '#ffffff',
    align: 'center' as const,
  };
  return {
    contentGroups: specialGroups.map((group) => ({ ...group, name: group.nameTranslations[language] })),
    sortFields: defaultSortFields.map((field, index) => ({
      ...field,
      title: field.titleTranslations[language],
      titleTranslations: { ...field.titleTranslations },
      type: SortFieldType.CONTENT_LIST,
      ordinal: index + 1,
    })),
    searchPage: [
      {
        title: words.fullText[language],
        titleTranslations: words.fullText,
        type: SearchTabType.FULL_TEXT,
        button,
        boxes: [
          {
            label: words.words[language],
            labelTranslations: words.words,
            operation: SearchOperation.PARTIAL,
            searchType: SearchTabType.FULL_TEXT,
            searchFields: [],
            size: 12,
          },
        ],
      },
      {
        title: words.details[language],
        titleTranslations: words.details,
        type: SearchTabType.PARAM,
        button,
        boxes: [
          {
            label: words.title[language],
            labelTranslations: words.title,
            operation: SearchOperation.PARTIAL,
            searchType: SearchTabType.PARAM,
            searchFields: [SearchableField.TITLE, SearchableField.AUTHOR],
            size: 12,
          },
          {
            label: words.code[language],
            labelTranslations: words.code,
            operation: SearchOperation.EXACT,
            searchType: SearchTabType.PARAM,
            searchFields: [SearchableField.CONTENT_CODE],
            size: 12,
          },
        ],
      },
    ],
  };
}
