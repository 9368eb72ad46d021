import { SortDirection } from '@hondana/contract';
import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortFieldPicker } from '../chrome/SortFieldPicker.tsx';
import { useSortFieldTitle } from '../chrome/useSortFieldTitle.ts';
import type { SearchSort } from './use-search-sort.ts';

/** The results' sort: buttons for up to two search-result sort fields, a dropdown for more, and the direction. */
export function SearchSortControl({ sort }: { sort: SearchSort }) {
  const { t } = useTranslation();
  const titleOf = useSortFieldTitle();
  const { fields, field, direction, setOrder } = sort;
  if (!field) return null;
  const data = fields.map((f) => ({ value: String(f.id), label: titleOf(f) }));
  const pick = (value: string | null) => {
    if (value) setOrder(Number(value));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two controls, not a form (as the listings' sort).
    <div role="group" aria-label={t('chrome.sidebar.sortOrder')} data-search-sort="">
      <Group gap="xs" wrap="wrap">
        {fields.length > 2 ? (
          <SortFieldPicker
            label={t('chrome.sidebar.sortBy')}
            data={data}
            value={String(field.id)}
            onPick={pick}
          />
        ) : (
          <SegmentedControl
            aria-label={t('chrome.sidebar.sortBy')}
            data={data}
            value={String(field.id)}
            onChange={pick}
            size="xs"
          />
        )}
        <SegmentedControl<SortDirection>
          aria-label={t('chrome.sidebar.direction')}
          data={[
            { value: SortDirection.ASC, label: t('chrome.sidebar.ascending') },
            { value: SortDirection.DESC, label: t('chrome.sidebar.descending') },
          ]}
          value={direction}
          onChange={(value) => setOrder(field.id, value)}
          size="xs"
        />
      </Group>
    </div>
  );
}
