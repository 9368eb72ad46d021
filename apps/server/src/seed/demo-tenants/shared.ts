import { SortableField, SortFieldType } from '@hondana/contract';

/** The special content groups every new portal gets; the demo tenants pick theirs from them. */
export { specialGroups } from '../../modules/companies/portal-defaults.ts';

/** The content list's sort fields of the demo tenants (in English: they predate the translations). */
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
