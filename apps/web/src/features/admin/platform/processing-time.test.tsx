import type { TenantProcessingTime } from '@hondana/contract';
import { waitFor, within } from '@testing-library/react';
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
  abilities: ['adminSite.open', 'jobs.read', 'platformHealth.read'],
} as const;
const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 1, size: 20 };
const tenant = (companyId: number, overrides: Partial<TenantProcessingTime> = {}): TenantProcessingTime => ({
  companyId,
  companyName: `Company ${companyId}`,
  runs: 4,
  refused: 0,
  totalMs: 10_000,
  maxMs: 4_000,
  textBytes: 2048,
  lastRunAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

const section = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-processing-time]');
    if (!found) throw new Error('no section yet');
    return found;
  });
const rowOf = (companyId: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-processing-company="${companyId}"]`);
    if (!found) throw new Error(`no row ${companyId} yet`);
    return found;
  });

describe('processing time by company on the jobs page (component test, real app, fake network)', () => {
  it('shows each company’s runs, refusals, total, average and longest time, and asks again for another period', async () => {
    const { network } = await renderWithApp(
      '/admin/jobs',
      {
        authInfo: () => ok(systemAdmin),
        jobsPage: () => ok(emptyPage),
        jobsProcessingTime: ({ query }) =>
          ok(
            query.get('days') === '30'
              ? [tenant(3, { companyName: 'Campus', runs: 12, totalMs: 180_000 })]
              : [tenant(1, { companyName: 'Demo Library', refused: 1 }), tenant(2, { companyName: 'Books' })],
          ),
      },
      { cookies: adminCookies },
    );
    const demo = await rowOf(1);
    const cells = [...demo.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Demo Library', '4', '1']);
    // 10 s over 4 runs: 2.5 s on average, 4 s the longest, 2 KB of text.
    expect(cells[3]).toMatch(/^10\s?sec/);
    expect(cells[4]).toMatch(/^2\.5\s?sec/);
    expect(cells[5]).toMatch(/^4\s?sec/);
    expect(cells[6]).toMatch(/^2\s?kB/i);
    expect(await rowOf(2)).toBeTruthy();
    expect(network.callsTo('jobsProcessingTime')[0]?.url).toContain('days=7');

    const user = userEvent.setup();
    const period = within(await section()).getByRole('combobox', {
      name: i18next.t('platformAdmin.processing.period'),
    });
    await user.click(period);
    const days30 = await waitFor(() => {
      const found = [
        ...(document
          .getElementById(period.getAttribute('aria-controls') ?? '')
          ?.querySelectorAll<HTMLElement>('[role="option"]') ?? []),
      ].find((option) => option.textContent === i18next.t('platformAdmin.processing.days30'));
      if (!found) throw new Error('no option yet');
      return found;
    });
    await user.click(days30);
    const campus = await rowOf(3);
    expect(campus.textContent).toContain('Campus');
    expect(campus.textContent).toMatch(/3\s?min/);
    expect(network.callsTo('jobsProcessingTime').at(-1)?.url).toContain('days=30');
  });

  it('says when no file was processed, and shows a refusal with a way to try again', async () => {
    let failing = true;
    await renderWithApp(
      '/admin/jobs',
      {
        authInfo: () => ok(systemAdmin),
        jobsPage: () => ok(emptyPage),
        jobsProcessingTime: () => {
          if (!failing) return ok([]);
          return { status: 503, message: 'api.error.503', data: null };
        },
      },
      { cookies: adminCookies },
    );
    // The query tries once more by itself before it shows the refusal.
    const alert = await within(await section()).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(i18next.t('platformAdmin.processing.loadFailed'));
    failing = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button'));
    expect(
      await within(await section()).findByText(i18next.t('platformAdmin.processing.empty')),
    ).toBeTruthy();
  });
});
