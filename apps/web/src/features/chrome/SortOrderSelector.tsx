import { SortDirection } from '@hondana/contract';
import { SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Sidebar.module.css';
import { SidebarSection } from './SidebarSection.tsx';
import { useSortOrder } from './useSortOrder.ts';

/** Seed 000 §2: buttons for up to two sort fields, a dropdown for more, plus the direction. */
export function SortOrderSelector() {
  const { t } = useTranslation();
  const { fields, field, direction, setOrder } = useSortOrder();
  if (!field) return null;

  const data = fields.map((f) => ({ value: String(f.id), label: f.title }));
  const pickField = (value: string | null) => {
    if (value) setOrder(Number(value));
  };

  return (
    <SidebarSection as="nav" title={t('chrome.sidebar.sortOrder')}>
      <div className={classes.controls}>
        {fields.length > 2 ? (
          <Select
            label={t('chrome.sidebar.sortBy')}
            data={data}
            value={String(field.id)}
            onChange={pickField}
            allowDeselect={false}
            size="sm"
          />
        ) : (
          <SegmentedControl
            aria-label={t('chrome.sidebar.sortBy')}
            data={data}
            value={String(field.id)}
            onChange={pickField}
            fullWidth
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
          fullWidth
          size="xs"
        />
      </div>
    </SidebarSection>
  );
}
