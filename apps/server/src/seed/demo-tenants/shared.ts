import { ContentGroupType, SortableField, SortFieldType } from '@hondana/contract';

/** Content groups and sort fields every demo tenant shares. */
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
];

export const standardSorts = [
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.UPLOADED_AT,
    title: 'Newest',
    ordinal: 1,
    isAscDefault: false,
    isSortFieldDefault: true,
  },
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.TITLE,
    title: 'Title',
    ordinal: 2,
    isAscDefault: true,
  },
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.AUTHOR,
    title: 'Author',
    ordinal: 3,
    isAscDefault: true,
  },
];
