import { type JobSummary, jobStates } from '@hondana/contract';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type FormEvent, useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ListPagination } from '../kit/ListPagination.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { ServerDataTable } from '../kit/ServerDataTable.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { JobCards } from './JobCards.tsx';
import { isRetryable, JobStateBadge } from './job-state-badge.tsx';
import { ProcessingTimeSection } from './ProcessingTimeSection.tsx';
import { JOB_PAGE_SIZE, useJobPage } from './platform-queries.ts';
import { RetryJobButton } from './RetryJobButton.tsx';

const TABLE: TableDefaults<{ state: string; queue: string }> = {
  size: JOB_PAGE_SIZE,
  sizes: [20, 50, 100],
  filters: { state: '', queue: '' },
};

/**
 * `/admin/jobs`: every background job, newest first, by state and queue; failed and dead ones run again;
 * then each tenant's processing time of uploaded files.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const user = useSession((s) => s.user);
  const manage = can(user, 'jobs.manage');
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const table = useTableState(TABLE);
  const { state } = table;
  const page = useJobPage(table.query);
  const columns: DataTableColumn<JobSummary>[] = [
    { accessor: 'queue', title: t('platformAdmin.jobs.queue'), render: (job) => <code>{job.queue}</code> },
    {
      accessor: 'state',
      title: t('platformAdmin.jobs.state'),
      render: (job) => <JobStateBadge state={job.state} />,
    },
    {
      accessor: 'attempts',
      title: t('platformAdmin.jobs.attempts'),
      textAlign: 'right',
      render: (job) => `${job.attempts} / ${job.maxAttempts}`,
    },
    {
      accessor: 'createdAt',
      title: t('platformAdmin.jobs.createdAt'),
      render: (job) => <time dateTime={job.createdAt}>{dates.dateTime(job.createdAt)}</time>,
    },
    {
      accessor: 'lastError',
      title: t('platformAdmin.jobs.lastError'),
      render: (job) =>
        job.lastError && (
          <Text size="sm" c="red.8" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {job.lastError}
          </Text>
        ),
    },
    ...(manage
      ? [
          {
            accessor: 'actions',
            title: t('platformAdmin.jobs.actions'),
            render: (job: JobSummary) => isRetryable(job.state) && <RetryJobButton job={job} />,
          },
        ]
      : []),
  ];
  return (
    <ListPageFrame
      page="jobs"
      title={t('platformAdmin.jobs.title')}
      filters={<JobFilters key={state.filters.queue} filters={state.filters} onApply={table.setFilters} />}
    >
      {page.isPending ? (
        <LoadingSkeleton />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : !desktop ? (
        page.data.content.length === 0 ? (
          <EmptyState text={t('platformAdmin.jobs.empty')} />
        ) : (
          <>
            <JobCards jobs={page.data.content} manage={manage} />
            <ListPagination
              page={page.data.number}
              totalPages={page.data.totalPages}
              onChange={table.setPage}
            />
          </>
        )
      ) : (
        <ServerDataTable
          records={page.data.content}
          totalRecords={page.data.totalElements}
          fetching={page.isFetching}
          columns={columns}
          table={table}
          sizes={[20, 50, 100]}
          emptyText={t('platformAdmin.jobs.empty')}
          rowAttributes={(job) => ({ 'data-job': job.id, 'data-job-state': job.state })}
        />
      )}
      <ProcessingTimeSection />
    </ListPageFrame>
  );
}

function JobFilters({
  filters,
  onApply,
}: {
  filters: { state: string; queue: string };
  onApply: (next: Partial<{ state: string; queue: string }>) => void;
}) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState(filters.queue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ queue: queue.trim() });
  };
  return (
    <form onSubmit={submit} data-job-filters>
      <Group align="flex-end" gap="sm">
        <Select
          name="state"
          label={t('platformAdmin.jobs.state')}
          data={[
            { value: '', label: t('platformAdmin.jobs.allStates') },
            ...jobStates.map((value) => ({ value, label: t(`platformAdmin.jobs.states.${value}`) })),
          ]}
          value={filters.state}
          allowDeselect={false}
          onChange={(value) => onApply({ state: value ?? '' })}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          name="queue"
          type="search"
          label={t('platformAdmin.jobs.queue')}
          description={t('platformAdmin.jobs.queueHint')}
          value={queue}
          maxLength={100}
          onChange={(event) => setQueue(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('platformAdmin.jobs.search')}
        </Button>
      </Group>
    </form>
  );
}
