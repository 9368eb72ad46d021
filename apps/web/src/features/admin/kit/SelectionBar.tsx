import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Above a list while rows are selected: how many, the actions on them, and a way to clear the selection. */
export function SelectionBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions: ReactNode;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" data-bulk-bar>
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600} role="status">
          {t('adminConsole.table.selected', { count })}
        </Text>
        <Group gap="xs">
          {actions}
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('adminConsole.table.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
