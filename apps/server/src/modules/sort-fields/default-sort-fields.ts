import { SortableField, SortFieldType } from '@hondana/contract';

/** The sort fields `reset-sort-field` restores, for each type: newest first (the default), title, author. */
export const defaultSortFields = [
  {
    field: SortableField.UPLOADED_AT,
    title: 'Newest',
    titleTranslations: { en: 'Newest', ja: '新着順', vn: 'Mới nhất' },
    isAscDefault: false,
    isSortFieldDefault: true,
  },
  {
    field: SortableField.TITLE,
    title: 'Title',
    titleTranslations: { en: 'Title', ja: 'タイトル', vn: 'Tên sách' },
    isAscDefault: true,
    isSortFieldDefault: false,
  },
  {
    field: SortableField.AUTHOR,
    title: 'Author',
    titleTranslations: { en: 'Author', ja: '著者', vn: 'Tác giả' },
    isAscDefault: true,
    isSortFieldDefault: false,
  },
] as const;

export const sortFieldTypesToReset = [SortFieldType.CONTENT_LIST, SortFieldType.SEARCH_RESULT] as const;
