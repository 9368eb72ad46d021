import type { ServiceItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next, loadTextArea } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { FakeXhr, pageOf } from './admin-test-support.ts';

const T = { timeout: 15_000 };
// The console's texts are a lazy area: loaded with the first render that asks for them.
beforeAll(() => loadTextArea('contentAdmin'));
let session = 0;
const cookies = () => ({ hondana_token_admin: `acting-${++session}` });
/** A system admin acting on company 5 (`/admin/c/5/…`), with the contents' and readers' abilities. */
const acting = {
  ...systemAdmin,
  abilities: [
    ...systemAdmin.abilities,
    'service.read',
    'content.read',
    'content.manage',
    'content.importCsv',
    'content.exportCsv',
    'user.read',
    'user.manage',
    'user.importCsv',
  ],
};
const service = (id: number, isDefault: boolean): ServiceItem => ({
  id,
  companyId: 5,
  name: `Service ${id}`,
  path: `s${id}`,
  referrerUrls: [],
  maxContent: null,
  isDefault,
  contentCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
});
const handlers = {
  authInfo: () => ok(acting),
  contentPage: () => ok(pageOf([])),
  serviceList: () => ok([service(11, false), service(12, true)]),
};
const found = <E extends HTMLElement>(selector: string) =>
  waitFor(() => {
    const element = document.querySelector<E>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  }, T);
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

beforeEach(() => {
  useSession.setState(initialSessionState);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('a system admin acting on a company sends it with every file call (component test)', () => {
  it('uploads a content into the company’s default service', async () => {
    const { network } = await renderWithApp('/admin/c/5/contents', handlers, { cookies: cookies() });
    const user = userEvent.setup();
    await user.click(await found<HTMLButtonElement>('[data-open-upload]'));
    const dialog = await screen.findByRole('dialog', {}, T);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'harbour.pdf', { type: 'application/pdf' }));
    const send = within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false), T);
    await user.click(send);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), T);
    expect(queryOf(network.callsTo('serviceList')[0]?.url)).toEqual({ companyId: '5' });
    const data = JSON.parse(String(FakeXhr.sent[0]?.body?.get('content-data')));
    expect(data).toMatchObject({ title: 'harbour', serviceId: 12 });
  });

  it('uploads into the service the address names (`/admin/c/5/s/11/…`) without asking for the list', async () => {
    const { network } = await renderWithApp('/admin/c/5/s/11/contents', handlers, { cookies: cookies() });
    const user = userEvent.setup();
    await user.click(await found<HTMLButtonElement>('[data-open-upload]'));
    const dialog = await screen.findByRole('dialog', {}, T);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'sea.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), T);
    expect(JSON.parse(String(FakeXhr.sent[0]?.body?.get('content-data'))).serviceId).toBe(11);
    expect(network.callsTo('serviceList')).toHaveLength(0);
  });

  it('imports contents from CSV into the company', async () => {
    await renderWithApp('/admin/c/5/contents', handlers, { cookies: cookies() });
    const user = userEvent.setup();
    await user.click(await found<HTMLButtonElement>('[data-open-csv-import]'));
    const dialog = await screen.findByRole('dialog', {}, T);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['contentCode,title\n'], 'contents.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: i18next.t('contentAdmin.csv.send') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), T);
    expect(FakeXhr.sent[0]?.url).toBe('/api/v1/import-csv-file/upload-csv?companyId=5');
  });

  it('exports the company’s contents as CSV', async () => {
    const { network } = await renderWithApp('/admin/c/5/contents', handlers, { cookies: cookies() });
    const user = userEvent.setup();
    await user.click(await found<HTMLButtonElement>('[data-export-csv]'));
    await waitFor(() => expect(network.callsTo('contentCsvExport')).toHaveLength(1), T);
    expect(queryOf(network.callsTo('contentCsvExport')[0]?.url)).toEqual({ companyId: '5' });
  });

  it('checks a readers CSV file for the company', async () => {
    await renderWithApp('/admin/c/5/readers/import', handlers, { cookies: cookies() });
    const user = userEvent.setup();
    const input = await found<HTMLInputElement>('input[type="file"]');
    await user.upload(input, new File(['username,fullName\n'], 'readers.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.import.check') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), T);
    expect(FakeXhr.sent[0]?.url).toBe('/api/v1/reader-import/preview?companyId=5');
  });
});
