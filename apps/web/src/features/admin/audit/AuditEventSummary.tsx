import type { AuditEvent } from '@hondana/contract';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { useAuditNames } from './audit-names.ts';

/** Who made a change: the account's name and role at the time, or its number once it is gone. */
export function useActorText() {
  const { t } = useTranslation();
  const names = useAuditNames();
  return (event: Pick<AuditEvent, 'actorName' | 'actorRole' | 'actorUserId'>) =>
    event.actorName === null
      ? t('auditAdmin.event.goneAccount', { id: event.actorUserId })
      : t('auditAdmin.event.actor', { name: event.actorName, role: names.role(event.actorRole) });
}

/** When, who, from where and what of one change, as labelled pieces that wrap at phone width. */
export function AuditEventSummary({ event, withItem = false }: { event: AuditEvent; withItem?: boolean }) {
  const { t } = useTranslation();
  const dates = useDates();
  const names = useAuditNames();
  const actor = useActorText();
  const piece = (label: string, value: ReactNode, name: string) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-audit-piece={name}>
      <Text span size="sm" c={READABLE_GREY} mr={6}>
        {label}
      </Text>
      {value}
    </Text>
  );
  return (
    <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-lg)' }} wrap="wrap">
      {piece(
        t('auditAdmin.event.what'),
        <Text span size="sm" fw={600}>
          {names.action(event.action)}
        </Text>,
        'action',
      )}
      {withItem &&
        piece(t('auditAdmin.event.item'), `${names.entity(event.entity)} ${event.entityId}`, 'item')}
      {piece(
        t('auditAdmin.event.when'),
        <time dateTime={event.occurredAt}>{dates.dateTime(event.occurredAt)}</time>,
        'when',
      )}
      {piece(t('auditAdmin.event.who'), actor(event), 'who')}
      {piece(t('auditAdmin.event.where'), event.actorIp, 'where')}
    </Group>
  );
}
