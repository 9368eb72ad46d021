import type { CsvImportRun } from '@hondana/contract';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin, FakeXhr, pageOf } from './admin-test-support.ts';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
const run = (overrides: Partial<CsvImportRun>): CsvImportRun => ({
  id: 4,
  status: 'running',
  fileName: 'contents.csv',
  totalRows: 3,
  okRows: 0,
  errorRows: 0,
  problems: [],
  startedAt: '2026-11-23T09:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

async function openImportDialog(detail: () => CsvImportRun) {
  const rendered = await renderWithApp(
    '/admin/contents',
    {
      authInfo: () => ok(companyAdmin),
      contentPage: () => ok(pageOf([])),
      contentCsvImportDetail: () => ok(detail()),
    },
    { cookies: adminCookies },
  );
  const button = await waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>('[data-open-csv-import]');
    if (!found) throw new Error('no import button yet');
    return found;
  });
  await userEvent.click(button);
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  const send = within(dialog).getByRole('button', { name: i18next.t('contentAdmin.csv.send') });
  return { ...rendered, dialog, input, send };
}

describe('CSV import (component test, real app, fake network and XMLHttpRequest)', () => {
  it('refuses another extension before sending, then follows the run to its row report', async () => {
    let current = run({});
    const { dialog, input, send, network } = await openImportDialog(() => current);
    expect(input.accept).toBe('.csv');
    await userEvent.upload(input, new File(['x'], 'contents.xlsx'), { applyAccept: false });
    expect(dialog.querySelector('[data-csv-error]')?.textContent).toBe(i18next.t('validate.file.notAllowed'));
    await userEvent.click(send);
    expect(FakeXhr.sent).toHaveLength(0);

    await userEvent.upload(input, new File(['contentCode,title\n'], 'contents.csv', { type: 'text/csv' }));
    expect(dialog.querySelector('[data-csv-error]')).toBeNull();
    await userEvent.click(send);
    const [xhr] = FakeXhr.sent as [FakeXhr];
    expect(xhr.url).toBe('/api/v1/import-csv-file/upload-csv');
    expect(xhr.headers['x-access-token']).toBe('admin-token');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);
    act(() => xhr.progress(50, 100));
    expect(dialog.textContent).toContain(i18next.t('contentAdmin.csv.uploading', { percent: 50 }));
    await act(async () => xhr.respond({ status: 200, data: current }));
    await waitFor(() => expect(dialog.querySelector('[data-csv-status="running"]')).not.toBeNull());

    current = run({
      status: 'succeeded',
      okRows: 2,
      errorRows: 1,
      problems: [{ row: 3, column: 'param1', code: 752, message: 'api.error.752' }],
      finishedAt: '2026-11-23T09:00:05.000Z',
    });
    await waitFor(() => expect(dialog.querySelector('[data-csv-status="succeeded"]')).not.toBeNull());
    expect(network.callsTo('contentCsvImportDetail').length).toBeGreaterThan(0);
    expect(dialog.textContent).toContain(i18next.t('contentAdmin.csv.succeeded', { ok: 2, errors: 1 }));
    const problem = dialog.querySelector('[data-csv-problem="752"]');
    expect(problem?.textContent).toBe(`3param1${i18next.t('api.error.752')}`);
  });

  it('asks for a CSV file and names the rule of every refusal, translated with its values', async () => {
    const refused = run({
      status: 'failed',
      errorRows: 2,
      problems: [
        { row: 2, column: 'title', code: 406, message: 'validate.maxLength', values: { count: 255 } },
        {
          row: 3,
          column: null,
          code: 412,
          message: 'contentAdmin.csv.rule.cellCount',
          values: { count: 2, expected: 7 },
        },
        { row: 4, column: 'contentCode', code: 728, message: 'api.error.728' },
      ],
      finishedAt: '2026-11-23T09:00:05.000Z',
    });
    const { dialog, input, send } = await openImportDialog(() => refused);
    expect(dialog.textContent).toContain(i18next.t('contentAdmin.csv.drop'));
    expect(dialog.textContent).not.toContain(i18next.t('contentAdmin.upload.drop'));
    await userEvent.upload(input, new File(['contentCode,title\n'], 'contents.csv'));
    await userEvent.click(send);
    await act(async () => FakeXhr.sent[0]?.respond({ status: 200, data: refused }));
    await waitFor(() => expect(dialog.querySelector('[data-csv-status="failed"]')).not.toBeNull());
    const rows = [...dialog.querySelectorAll('[data-csv-problem]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2', 'title', i18next.t('validate.maxLength', { count: 255 })],
      ['3', '', i18next.t('contentAdmin.csv.rule.cellCount', { count: 2, expected: 7 })],
      ['4', 'contentCode', i18next.t('api.error.728')],
    ]);
    expect(dialog.textContent).not.toContain(i18next.t('api.error.412'));
    expect(dialog.textContent).not.toContain(i18next.t('api.error.406'));
  });

  it('shows 746 when another import is running', async () => {
    const { dialog, input, send } = await openImportDialog(() => run({}));
    await userEvent.upload(input, new File(['contentCode,title\n'], 'contents.csv'));
    await userEvent.click(send);
    await act(async () => FakeXhr.sent[0]?.respond({ status: 746, message: 'api.error.746', data: null }));
    expect(dialog.querySelector('[data-csv-error="api.error.746"]')?.textContent).toBe(
      i18next.t('api.error.746'),
    );
    // The refusal leaves the dialog ready for another try.
    const again = within(dialog).getByRole('button', { name: i18next.t('contentAdmin.csv.send') });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  });
});
