import { SortDirection } from '@hondana/contract';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SortFieldPicker } from './SortFieldPicker.tsx';
import classes from './SortOrder.module.css';
import { sortOrderReserve } from './SortOrderPlaceholder.tsx';
import { useSortFieldTitle } from './useSortFieldTitle.ts';
import { useSortOrder } from './useSortOrder.ts';

/**
 * Buttons for up to two sort fields, a dropdown for more, plus the direction. It sits
 * right above the listing it orders, so nobody takes it for the order of the sidebar's groups.
 */
export function SortOrderSelector() {
  const { t } = useTranslation();
  const titleOf = useSortFieldTitle();
  const { fields, field, direction, setOrder } = useSortOrder();
  if (!field) return null;

  const data = fields.map((f) => ({ value: String(f.id), label: titleOf(f) }));
  const pickField = (value: string | null) => {
    if (value) setOrder(Number(value));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two controls, not a form: a fieldset would bring form semantics and UA styles.
    <div
      className={`${classes.root} ${sortOrderReserve(fields.length)}`}
      role="group"
      aria-label={t('chrome.sidebar.sortOrder')}
      data-sort-order
    >
      {fields.length > 2 ? (
        <SortFieldPicker
          label={t('chrome.sidebar.sortBy')}
          data={data}
          value={String(field.id)}
          onPick={pickField}
        />
      ) : (
        <SegmentedControl
          aria-label={t('chrome.sidebar.sortBy')}
          data={data}
          value={String(field.id)}
          onChange={pickField}
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
    </div>
  );
}
