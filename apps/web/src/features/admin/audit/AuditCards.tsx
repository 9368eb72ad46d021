import type { AuditEvent } from '@hondana/contract';
import { Button, Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AuditEventSummary } from './AuditEventSummary.tsx';

/** The changes at phone width: one card each, opened by its button. */
export function AuditCards({
  events,
  onOpen,
}: {
  events: AuditEvent[];
  onOpen: (event: AuditEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder radius="md" p="sm" data-audit-row={event.id}>
          <Stack gap="xs" align="flex-start">
            <AuditEventSummary event={event} withItem />
            <Button
              variant="default"
              size="xs"
              onClick={() => onOpen(event)}
              aria-label={t('auditAdmin.list.openLabel', { id: event.id })}
            >
              {t('auditAdmin.list.open')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
