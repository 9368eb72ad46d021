import type { AuditEvent } from '@hondana/contract';
import { Alert, Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { CsvExportButton } from '../kit/CsvExportButton.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { AuditCards } from './AuditCards.tsx';
import { AuditEventDrawer } from './AuditEventDrawer.tsx';
import { useActorText } from './AuditEventSummary.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import {
  type AuditFilterValues,
  auditFiltersQuery,
  emptyAuditFilters,
  rangeReversed,
} from './audit-filters.ts';
import { useAuditNames } from './audit-names.ts';
import { useAuditPage } from './audit-queries.ts';

const SIZES = [20, 50, 100];
const TABLE: TableDefaults<AuditFilterValues> = { size: 50, sizes: SIZES, filters: emptyAuditFilters };

/**
 * `/admin/audit`: the recorded changes the admin may read, newest first, paged by the server: a company
 * admin's company, a service admin's service, every company for a system admin (a company number
 * narrows it). The filters live in the address; a row opens the change at the side; the export takes
 * the same filters.
 */
export function AuditTrailPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const names = useAuditNames();
  const actorText = useActorText();
  const user = useSession((s) => s.user);
  const platform = user?.companyId === null;
  const table = useTableState(TABLE);
  const { filters } = table.state;
  const reversed = rangeReversed(filters);
  const apiFilters = auditFiltersQuery(filters);
  const page = useAuditPage({ ...apiFilters, page: table.state.page, size: table.state.size }, !reversed);
  const [opened, setOpened] = useState<AuditEvent | null>(null);
  const open = (event: AuditEvent) => (
    <Button
      variant="default"
      size="xs"
      onClick={() => setOpened(event)}
      aria-label={t('auditAdmin.list.openLabel', { id: event.id })}
    >
      {t('auditAdmin.list.open')}
    </Button>
  );
  const columns: DataTableColumn<AuditEvent>[] = [
    {
      accessor: 'occurredAt',
      title: t('auditAdmin.event.when'),
      render: (event) => <time dateTime={event.occurredAt}>{dates.dateTime(event.occurredAt)}</time>,
    },
    { accessor: 'action', title: t('auditAdmin.event.what'), render: (event) => names.action(event.action) },
    {
      accessor: 'entity',
      title: t('auditAdmin.event.item'),
      render: (event) => `${names.entity(event.entity)} ${event.entityId}`,
    },
    { accessor: 'actorName', title: t('auditAdmin.event.who'), render: actorText },
    { accessor: 'actorIp', title: t('auditAdmin.event.where') },
    ...(platform
      ? [{ accessor: 'companyId', title: t('auditAdmin.event.company') } as DataTableColumn<AuditEvent>]
      : []),
    { accessor: 'id', title: t('auditAdmin.list.open'), render: open },
  ];

  return (
    <ListPageFrame
      page="admin-audit"
      title={t('auditAdmin.list.title')}
      actions={
        can(user, 'audit.export') &&
        !reversed && (
          <CsvExportButton
            route="auditExport"
            query={apiFilters}
            fileName="audit"
            label={t('auditAdmin.list.export')}
            busyLabel={t('auditAdmin.list.exporting')}
          />
        )
      }
      filters={
        <AuditFilters
          // Typed boxes start again from the address when it changes (back, a shared link, clear).
          key={[filters.from, filters.to, filters.actorUserId, filters.companyId].join('|')}
          filters={filters}
          platform={platform}
          onApply={table.setFilters}
        />
      }
    >
      {reversed ? (
        <Alert color="orange" role="status">
          {t('auditAdmin.list.range')}
        </Alert>
      ) : (
        <ResponsiveList
          query={page}
          columns={columns}
          cards={(events) => <AuditCards events={events} onOpen={setOpened} />}
          table={table}
          sizes={SIZES}
          emptyText={t('auditAdmin.list.empty')}
          loadFailedTitle={t('auditAdmin.list.loadFailed')}
          rowAttributes={(event) => ({ 'data-audit-row': event.id })}
        />
      )}
      <AuditEventDrawer
        event={opened}
        onClose={() => setOpened(null)}
        onActor={(id) => {
          setOpened(null);
          table.setFilters({ actorUserId: String(id) });
        }}
      />
    </ListPageFrame>
  );
}
