import { SortableField, type ViewSettings } from '@hondana/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

type SortField = ViewSettings['sortFieldResponseList'][number];

/** The five free parameters mean what each tenant makes of them: only their stored title names them. */
const freeParameters: readonly string[] = [
  SortableField.PARAM1,
  SortableField.PARAM2,
  SortableField.PARAM3,
  SortableField.PARAM4,
  SortableField.PARAM5,
];

/**
 * A sort field's name in the page's language: the built-in fields are named by the
 * catalogue (`chrome.sortField.*`), so ja and vn pages never show the English title of the data; a free
 * parameter keeps the title its tenant gave it.
 */
export function useSortFieldTitle(): (field: SortField) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: SortField) =>
      freeParameters.includes(field.field)
        ? field.title
        : t(`chrome.sortField.${field.field}` as 'chrome.sortField.title', { defaultValue: field.title }),
    [t],
  );
}
