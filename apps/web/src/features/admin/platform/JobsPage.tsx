import { type JobSummary, jobStates } from '@hondana/contract';
import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
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
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(jobs) => <JobCards jobs={jobs} manage={manage} />}
        table={table}
        sizes={[20, 50, 100]}
        emptyText={t('platformAdmin.jobs.empty')}
        rowAttributes={(job) => ({ 'data-job': job.id, 'data-job-state': job.state })}
      />
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
  return (
    <KeywordFilters
      form="job-filters"
      name="queue"
      label={t('platformAdmin.jobs.queue')}
      hint={t('platformAdmin.jobs.queueHint')}
      maxLength={100}
      value={filters.queue}
      searchLabel={t('platformAdmin.jobs.search')}
      onSearch={(queue) => onApply({ queue })}
    >
      <FilterChoice
        name="state"
        label={t('platformAdmin.jobs.state')}
        all={t('platformAdmin.jobs.allStates')}
        options={jobStates.map((value) => ({ value, label: t(`platformAdmin.jobs.states.${value}`) }))}
        value={filters.state}
        onChange={(state) => onApply({ state })}
      />
    </KeywordFilters>
  );
}
