import type { AuditEvent } from '@hondana/contract';
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { AuditChangeList } from './AuditChangeList.tsx';
import { AuditEventSummary } from './AuditEventSummary.tsx';

/** One change of the list opened at the side: its summary, company and browser, and every field's change. */
export function AuditEventDrawer({
  event,
  onClose,
  onActor,
}: {
  event: AuditEvent | null;
  onClose: () => void;
  /** Narrows the list to the changes of this change's account. */
  onActor: (actorUserId: number) => void;
}) {
  const { t } = useTranslation();
  const extra = (label: string, value: string | number | null) =>
    value === null ? null : (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span size="sm" c={READABLE_GREY} mr={6}>
          {label}
        </Text>
        {value}
      </Text>
    );
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      // The whole width of a phone, a comfortable column on a desktop.
      size="min(100%, 40rem)"
      title={event ? t('auditAdmin.list.drawerTitle', { id: event.id }) : ''}
      closeButtonProps={{ 'aria-label': t('auditAdmin.list.close') }}
    >
      {event && (
        <Stack gap="md" data-audit-drawer={event.id}>
          <AuditEventSummary event={event} withItem />
          {extra(t('auditAdmin.event.company'), event.companyId)}
          {extra(t('auditAdmin.event.browser'), event.actorUserAgent)}
          <AuditChangeList event={event} />
          <Button
            variant="default"
            leftSection={<IconUserSearch size={16} aria-hidden />}
            onClick={() => onActor(event.actorUserId)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('auditAdmin.list.byActor')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
