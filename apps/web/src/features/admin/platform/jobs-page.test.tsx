import type { JobSummary } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';

const systemAdmin = {
  ...companyAdmin,
  id: 1,
  companyId: null,
  domain: null,
  path: null,
  roleLevel: 1,
  abilities: ['adminSite.open', 'jobs.read', 'jobs.manage', 'platformHealth.read'],
} as const;

const job = (id: string, overrides: Partial<JobSummary>): JobSummary => ({
  id,
  queue: 'mail.send',
  state: 'completed',
  attempts: 1,
  maxAttempts: 8,
  createdAt: '2026-11-28T09:00:00.000Z',
  startedAt: '2026-11-28T09:00:01.000Z',
  completedAt: '2026-11-28T09:00:02.000Z',
  lastError: null,
  ...overrides,
});
const failedId = '11111111-1111-4111-8111-111111111111';
const doneId = '22222222-2222-4222-8222-222222222222';
const deadId = '33333333-3333-4333-8333-333333333333';
const page = (content: JobSummary[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 20,
});

const row = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-job="${id}"]`);
    if (!found) throw new Error(`no row ${id} yet`);
    return found;
  });

describe('background jobs page (component test, real app, fake network)', () => {
  it('shows the last error; retry on a failed row asks first, calls the server and fetches the list again', async () => {
    let failedState: JobSummary['state'] = 'failed';
    const { network } = await renderWithApp(
      '/admin/jobs',
      {
        authInfo: () => ok(systemAdmin),
        jobsPage: () =>
          ok(
            page([
              job(failedId, { state: failedState, attempts: 8, lastError: 'SMTP refused' }),
              job(doneId, {}),
              job(deadId, { queue: 'mail.send.dead', state: 'dead', lastError: 'SMTP refused' }),
            ]),
          ),
        jobsRetry: () => {
          failedState = 'retry';
          return ok(job(failedId, { state: 'retry', maxAttempts: 9 }));
        },
      },
      { cookies: adminCookies },
    );
    const failed = await row(failedId);
    expect(failed.textContent).toContain('SMTP refused');
    expect(within(await row(doneId)).queryByRole('button')).toBeNull();
    expect(within(await row(deadId)).getByRole('button')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(
      within(failed).getByRole('button', {
        name: i18next.t('platformAdmin.jobs.retryLabel', { id: failedId }),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(network.callsTo('jobsRetry')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('platformAdmin.jobs.retryConfirm') }),
    );

    await waitFor(() => expect(network.callsTo('jobsRetry')).toHaveLength(1));
    expect(network.callsTo('jobsRetry')[0]?.url).toBe(`/api/v1/jobs/retry/${failedId}`);
    await waitFor(() =>
      expect((document.querySelector(`[data-job="${failedId}"]`) as HTMLElement).dataset.jobState).toBe(
        'retry',
      ),
    );
    expect(network.callsTo('jobsPage').length).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { network } = await renderWithApp(
      '/admin/jobs',
      {
        authInfo: () => ok(systemAdmin),
        jobsPage: () => ok(page([job(failedId, { state: 'failed', lastError: 'boom' })])),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(within(await row(failedId)).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: i18next.t('platformAdmin.jobs.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('jobsRetry')).toHaveLength(0);
  });

  it('sends the chosen state and queue filters to the server', async () => {
    const { network } = await renderWithApp(
      '/admin/jobs?state=dead&queue=mail.send',
      { authInfo: () => ok(systemAdmin), jobsPage: () => ok(page([])) },
      { cookies: adminCookies },
    );
    await screen.findByText(i18next.t('platformAdmin.jobs.empty'));
    const url = network.callsTo('jobsPage')[0]?.url ?? '';
    expect(url).toContain('state=dead');
    expect(url).toContain('queue=mail.send');
  });
});
