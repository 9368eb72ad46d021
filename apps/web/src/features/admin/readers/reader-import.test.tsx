import type { ReaderImportRow, ReaderImportRun } from '@hondana/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin, FakeXhr } from '../contents/admin-test-support.ts';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'user.read', 'user.manage', 'user.importCsv'],
} as const;
const run = (overrides: Partial<ReaderImportRun>): ReaderImportRun => ({
  id: 12,
  companyId: 1,
  status: 'previewed',
  fileName: 'readers.csv',
  totalRows: 3,
  doneRows: 0,
  counts: { create: 1, update: 1, created: 0, updated: 0, refused: 1 },
  fileProblem: null,
  startedAt: '2026-11-28T09:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const rows: ReaderImportRow[] = [
  { row: 2, outcome: 'create', key: 'ann', cells: {}, problems: [] },
  { row: 3, outcome: 'update', key: 'ben', cells: {}, problems: [] },
  {
    row: 4,
    outcome: 'refused',
    key: 'cat',
    cells: {},
    problems: [{ row: 4, column: 'email', code: 707, message: 'api.error.707' }],
  },
];
const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 20,
});

describe('readers CSV import (component test, real app, fake network and XMLHttpRequest)', () => {
  it('checks the file, shows the counts and the rows by outcome, imports with progress, offers the refused rows', async () => {
    let current = run({ status: 'running', doneRows: 1 });
    const { network } = await renderWithApp(
      '/admin/readers/import',
      {
        authInfo: () => ok(admin),
        readerImportRows: ({ query }) =>
          ok(page(rows.filter((r) => !query.get('outcome') || r.outcome === query.get('outcome')))),
        readerImportStart: () => ok(run({ status: 'running' })),
        readerImportDetail: () => ok(current),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file box yet');
      return found;
    });
    await user.upload(input, new File(['username,fullName\n'], 'readers.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.import.check') }));
    const [xhr] = FakeXhr.sent as [FakeXhr];
    expect(xhr.url).toBe('/api/v1/reader-import/preview');
    await act(async () => xhr.respond({ status: 200, data: { run: run({}), rows: page(rows) } }));
    await screen.findByText(i18next.t('readerAdmin.import.counts', { create: 1, update: 1, refused: 1 }));
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-import-row="4"]');
      if (!found) throw new Error('no rows yet');
      return found;
    });
    expect(table.textContent).toContain(`email: ${i18next.t('api.error.707')}`);

    const select = screen.getByRole('combobox', { name: i18next.t('readerAdmin.import.outcome') });
    await user.click(select);
    const refusedOption = await waitFor(() => {
      const found = [
        ...(document
          .getElementById(select.getAttribute('aria-controls') ?? '')
          ?.querySelectorAll<HTMLElement>('[role="option"]') ?? []),
      ].find((o) => o.textContent === i18next.t('readerAdmin.import.outcomes.refused'));
      if (!found) throw new Error('no option yet');
      return found;
    });
    await user.click(refusedOption);
    await waitFor(() => expect(document.querySelector('[data-import-row="2"]')).toBeNull());
    expect(network.callsTo('readerImportRows').at(-1)?.url).toContain('outcome=refused');

    await user.click(
      screen.getByRole('button', { name: i18next.t('readerAdmin.import.start', { count: 2 }) }),
    );
    await waitFor(() => expect(network.callsTo('readerImportStart')).toHaveLength(1));
    expect(network.callsTo('readerImportStart')[0]?.url).toBe('/api/v1/reader-import/12/import');
    await screen.findByText(i18next.t('readerAdmin.import.running', { done: 1, total: 3 }));
    const rowCallsBefore = network.callsTo('readerImportRows').length;
    current = run({
      status: 'succeeded',
      doneRows: 3,
      counts: { create: 1, update: 1, created: 1, updated: 1, refused: 1 },
      finishedAt: '2026-11-28T09:00:05.000Z',
    });
    await screen.findByText(
      i18next.t('readerAdmin.import.succeeded', { created: 1, updated: 1, refused: 1 }),
      {},
      { timeout: 4000 },
    );
    // The rows are asked again once the import ends: they now say created, updated or refused.
    await waitFor(() => expect(network.callsTo('readerImportRows').length).toBeGreaterThan(rowCallsBefore));

    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.import.refusedCsv') }));
    await waitFor(() => expect(network.callsTo('readerImportRefusedCsv')).toHaveLength(1));
    expect(network.callsTo('readerImportRefusedCsv')[0]?.url).toBe(
      '/api/v1/reader-import/12/refused-csv?lang=en',
    );
  });

  it('offers the template and refuses a file that is not .csv before sending it', async () => {
    const { network } = await renderWithApp(
      '/admin/readers/import',
      { authInfo: () => ok(admin) },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('readerAdmin.import.template') }));
    // The fake network names the call by the first route whose path fits (`/reader-import/:id` too): the address is what counts.
    await waitFor(() =>
      expect(network.calls.filter((c) => c.url === '/api/v1/reader-import/template')).toHaveLength(1),
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'readers.xlsx'), { applyAccept: false });
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.import.check') }));
    expect(document.querySelector('[data-import-error]')?.textContent).toBe(
      i18next.t('validate.file.notAllowed'),
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
