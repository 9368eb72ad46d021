import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a console list page: its title and actions on one line (wrapping at phone width), its
 * filters under them, then the list. `page` names it for tests and styles (`data-page`).
 */
export function ListPageFrame({
  page,
  title,
  actions,
  filters,
  children,
}: {
  page: string;
  title: string;
  actions?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" data-page={page}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {filters}
      {children}
    </Stack>
  );
}
