import { AUDIT_HISTORY_MAX } from '@hondana/contract';
import { Collapse, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { AuditChangeList } from './AuditChangeList.tsx';
import { AuditEventSummary } from './AuditEventSummary.tsx';
import { useAuditFollowsChanges, useAuditHistory } from './audit-queries.ts';

/**
 * The "History" of a detail screen: closed at first, so it costs nothing until opened; then one entity's
 * recorded changes, newest first: when, who (name and role), from where, what, and each field's
 * before → after. Nothing for an admin who may not read the audit trail. `companyId` defaults to the
 * company the page acts on (a system admin's choice).
 */
export function AuditHistory({
  entity,
  entityId,
  companyId,
}: {
  entity: string;
  entityId: string | number;
  companyId?: number;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { query: scope } = useConsoleScope();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const allowed = can(user, 'audit.read');
  const target = { entity, entityId: String(entityId), companyId: companyId ?? scope.companyId };
  const history = useAuditHistory(target, allowed && open);
  useAuditFollowsChanges(allowed && open);
  if (!allowed) return null;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder radius="md" p="md" component="section" data-audit-history={entity}>
      <Title order={2} size="h4">
        <UnstyledButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', font: 'inherit' }}
          data-audit-history-toggle
        >
          <Chevron size={18} aria-hidden />
          <IconHistory size={18} aria-hidden />
          {t('auditAdmin.history.title')}
        </UnstyledButton>
      </Title>
      <Collapse expanded={open} id={panelId}>
        {open && (
          <Stack gap="sm" mt="md">
            {history.isPending ? (
              <LoadingSkeleton rows={3} />
            ) : history.isError ? (
              <ErrorState
                error={history.error}
                title={t('auditAdmin.history.loadFailed')}
                onRetry={() => void history.refetch()}
              />
            ) : history.data.length === 0 ? (
              <EmptyState text={t('auditAdmin.history.empty')} />
            ) : (
              <>
                <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                  {history.data.map((event) => (
                    <Paper
                      component="li"
                      key={event.id}
                      withBorder
                      radius="sm"
                      p="sm"
                      data-audit-event={event.id}
                    >
                      <Stack gap="xs">
                        <AuditEventSummary event={event} />
                        <AuditChangeList event={event} />
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
                {history.data.length >= AUDIT_HISTORY_MAX && (
                  <Text size="sm">{t('auditAdmin.history.newest', { count: AUDIT_HISTORY_MAX })}</Text>
                )}
              </>
            )}
          </Stack>
        )}
      </Collapse>
    </Paper>
  );
}
