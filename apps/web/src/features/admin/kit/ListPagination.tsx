import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Page links under a list drawn without the table (cards at phone width), named for assistive technology. */
export function ListPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('adminConsole.table.pages')}>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={0}
        getItemProps={(n) => ({ 'aria-label': t('adminConsole.table.pageN', { page: n }) })}
        getControlProps={(control) => ({ 'aria-label': t(`adminConsole.table.${control}`) })}
      />
    </Group>
  );
}
