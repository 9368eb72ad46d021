import { SortDirection } from '@hondana/contract';
import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SortFieldPicker } from '../chrome/SortFieldPicker.tsx';
import { useSortFieldTitle } from '../chrome/useSortFieldTitle.ts';
import type { SearchSort } from './use-search-sort.ts';

const RELEVANCE = 'relevance';

/**
 * The results' sort: buttons for up to two choices, a dropdown for more, and the direction. The
 * choices are the search-result sort fields, after "best match" for full-text results (`withRelevance`).
 */
export function SearchSortControl({
  sort,
  withRelevance = false,
}: {
  sort: SearchSort;
  withRelevance?: boolean;
}) {
  const { t } = useTranslation();
  const titleOf = useSortFieldTitle();
  const { fields, field, direction, setOrder } = sort;
  if (fields.length === 0) return null;
  const data = fields.map((f) => ({ value: String(f.id), label: titleOf(f) }));
  if (withRelevance) data.unshift({ value: RELEVANCE, label: t('search.results.relevance') });
  const value = field ? String(field.id) : RELEVANCE;
  const pick = (picked: string | null) => {
    if (picked === RELEVANCE) sort.setRelevance();
    else if (picked) setOrder(Number(picked));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two controls, not a form (as the listings' sort).
    <div role="group" aria-label={t('chrome.sidebar.sortOrder')} data-search-sort="">
      <Group gap="xs" wrap="wrap">
        {data.length > 2 ? (
          <SortFieldPicker label={t('chrome.sidebar.sortBy')} data={data} value={value} onPick={pick} />
        ) : (
          <SegmentedControl
            aria-label={t('chrome.sidebar.sortBy')}
            data={data}
            value={value}
            onChange={pick}
            size="xs"
          />
        )}
        {field && (
          <SegmentedControl<SortDirection>
            aria-label={t('chrome.sidebar.direction')}
            data={[
              { value: SortDirection.ASC, label: t('chrome.sidebar.ascending') },
              { value: SortDirection.DESC, label: t('chrome.sidebar.descending') },
            ]}
            value={direction}
            onChange={(next) => setOrder(field.id, next)}
            size="xs"
          />
        )}
      </Group>
    </div>
  );
}
