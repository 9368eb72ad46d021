import type { ReaderItem } from '@hondana/contract';
import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ReaderLink, ReaderStatusBadge, readerName } from './reader-status-badge.tsx';

/** The readers at phone width: one card each, with its selection box when the admin may change them. */
export function ReaderCards({
  readers,
  hrefOf,
  selected,
  onToggle,
}: {
  readers: ReaderItem[];
  hrefOf(reader: ReaderItem): string;
  selected: number[] | null;
  onToggle(reader: ReaderItem): void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {readers.map((reader) => (
        <Paper component="li" key={reader.id} withBorder radius="md" p="sm" data-reader={reader.id}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            {selected && (
              <Checkbox
                mt={4}
                checked={selected.includes(reader.id)}
                onChange={() => onToggle(reader)}
                aria-label={t('adminConsole.table.selectRow', { name: readerName(reader) })}
              />
            )}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <ReaderLink reader={reader} href={hrefOf(reader)} />
              {reader.email && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {reader.email}
                </Text>
              )}
              <ReaderStatusBadge reader={reader} />
              <Text size="sm">
                {t('readerAdmin.list.lastLogin')}:{' '}
                {reader.lastLoginAt ? (
                  <time dateTime={reader.lastLoginAt}>{dates.dateTime(reader.lastLoginAt)}</time>
                ) : (
                  t('readerAdmin.list.never')
                )}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
