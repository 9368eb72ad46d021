import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ContentAdmin } from '@hondana/contract';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin, contentAnswer, FakeXhr, pageOf } from './admin-test-support.ts';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
const fixtures = resolve(import.meta.dirname, '../../../../../server/test/fixtures/corpus-sample');
const item = (name: string) => document.querySelector<HTMLElement>(`[data-upload-item="${name}"]`);

async function openUploadDialog(rows: () => ContentAdmin[]) {
  const rendered = await renderWithApp(
    '/admin/contents',
    { authInfo: () => ok(companyAdmin), contentPage: () => ok(pageOf(rows())) },
    { cookies: adminCookies },
  );
  const openButton = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-open-upload]');
    if (!button) throw new Error('no upload button yet');
    return button;
  });
  await userEvent.click(openButton);
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  return { ...rendered, dialog };
}

describe('upload dialog (component test, real app, fake network and XMLHttpRequest)', () => {
  it('prefills title and author from the EPUB package, lets them be changed, and sends what the form shows', async () => {
    const { dialog } = await openUploadDialog(() => []);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const bytes = readFileSync(resolve(fixtures, 'childrens-literature.epub'));
    const book = new File([bytes], 'gutenberg-25545.epub', { type: 'application/epub+zip' });
    const broken = new File(['PK\u0003\u0004 not a zip'], 'broken.epub', { type: 'application/epub+zip' });
    await userEvent.upload(input, [book, broken]);

    const row = item('gutenberg-25545.epub') as HTMLElement;
    await waitFor(() => expect(row.querySelector('[data-upload-metadata="read"]')).not.toBeNull());
    const title = within(row).getByRole('textbox', {
      name: i18next.t('contentAdmin.upload.titleOf', { name: 'gutenberg-25545.epub' }),
    }) as HTMLInputElement;
    expect(title.value).toBe("Children's Literature");
    const author = within(row).getByRole('textbox', { name: i18next.t('contentAdmin.field.author') });
    expect((author as HTMLInputElement).value).toBe('Charles Madison Curry, Erle Elsworth Clippinger');
    await userEvent.click(
      within(row).getByRole('button', { name: i18next.t('contentAdmin.upload.moreDetails') }),
    );
    const year = await within(row).findByRole('textbox', { name: i18next.t('contentAdmin.field.year') });
    await userEvent.clear(year);
    await userEvent.type(year, '1921');
    const broken_ = item('broken.epub') as HTMLElement;
    await waitFor(() => expect(broken_.querySelector('[data-upload-metadata="unreadable"]')).not.toBeNull());
    expect(broken_.textContent).toContain(i18next.t('contentAdmin.upload.metadata.unreadable'));

    await userEvent.click(
      within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') }),
    );
    const [sent] = FakeXhr.sent as [FakeXhr];
    expect(JSON.parse(String(sent.body?.get('content-data')))).toMatchObject({
      title: "Children's Literature",
      author: 'Charles Madison Curry, Erle Elsworth Clippinger',
      year: 1921,
    });
  });

  it('sends each file with its title first, shows percent and name, then success or the translated refusal', async () => {
    let rows: ContentAdmin[] = [];
    const { dialog, network } = await openUploadDialog(() => rows);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('.pdf,.epub');
    expect(input?.multiple).toBe(true);
    const pdf = new File(['%PDF-1.7 small'], 'Harbour Lights.pdf', { type: 'application/pdf' });
    const epub = new File(['PK epub'], 'river.epub', { type: 'application/epub+zip' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input as HTMLInputElement, [pdf, epub, text], { applyAccept: false });

    expect(item('notes.txt')?.dataset.uploadStatus).toBe('error');
    expect(item('notes.txt')?.textContent).toContain(i18next.t('validate.file.notAllowed'));
    const title = within(item('river.epub') as HTMLElement).getByRole('textbox', {
      name: i18next.t('contentAdmin.upload.titleOf', { name: 'river.epub' }),
    });
    await userEvent.clear(title);
    await userEvent.type(title, 'The River');
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') }),
    );

    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/v1/content/upload-add');
    expect(first.headers['x-access-token']).toBe('admin-token');
    expect([...(first.body?.keys() ?? [])]).toEqual(['content-data', 'file']);
    expect(JSON.parse(String(first.body?.get('content-data')))).toEqual({ title: 'Harbour Lights' });
    expect(JSON.parse(String(second.body?.get('content-data')))).toEqual({ title: 'The River' });
    expect(item('Harbour Lights.pdf')?.dataset.uploadStatus).toBe('progressing');
    expect(item('Harbour Lights.pdf')?.dataset.seedStatus).toBe('0');

    act(() => first.progress(333, 1000));
    const bar = within(item('Harbour Lights.pdf') as HTMLElement).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-label')).toBe(
      i18next.t('contentAdmin.upload.progressOf', { name: 'Harbour Lights.pdf' }),
    );
    expect(item('Harbour Lights.pdf')?.textContent).toContain('33%');

    const listCalls = network.callsTo('contentPage').length;
    rows = [
      contentAnswer({
        id: 11,
        title: 'Harbour Lights',
        state: 'processing',
        fileKind: null,
        pageCount: null,
      }),
    ];
    act(() => first.progress(1000, 1000));
    await act(async () => first.respond({ status: 200, data: rows[0] }));
    await waitFor(() => expect(item('Harbour Lights.pdf')?.dataset.uploadStatus).toBe('success'));
    expect(item('Harbour Lights.pdf')?.dataset.seedStatus).toBe('1');
    expect(item('Harbour Lights.pdf')?.dataset.percent).toBe('100');
    expect(item('Harbour Lights.pdf')?.dataset.contentId).toBe('11');
    // The list reloads and shows the new content processing.
    await waitFor(() => expect(network.callsTo('contentPage').length).toBeGreaterThan(listCalls));
    await waitFor(() =>
      expect(document.querySelector('[data-content-row="11"]')?.getAttribute('data-state')).toBe(
        'processing',
      ),
    );

    act(() => second.progress(400, 1000));
    await act(async () => second.respond({ status: 761, message: 'api.error.761', data: null }));
    expect(item('river.epub')?.dataset.uploadStatus).toBe('error');
    expect(item('river.epub')?.dataset.seedStatus).toBe('2');
    expect(item('river.epub')?.textContent).toContain(i18next.t('api.error.761'));
  });

  it('cancels one file by aborting its request; an empty title is refused before anything is sent', async () => {
    const { dialog } = await openUploadDialog(() => []);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [new File(['%PDF'], 'a.pdf'), new File(['%PDF'], 'b.pdf')]);
    const titleA = within(item('a.pdf') as HTMLElement).getByRole('textbox', {
      name: i18next.t('contentAdmin.upload.titleOf', { name: 'a.pdf' }),
    });
    await userEvent.clear(titleA);
    const send = within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') });
    await userEvent.click(send);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(titleA.getAttribute('aria-invalid')).toBe('true');
    expect(item('a.pdf')?.textContent).toContain(i18next.t('validate.required'));

    await userEvent.type(titleA, 'A');
    await userEvent.click(send);
    expect(FakeXhr.sent).toHaveLength(2);
    act(() => FakeXhr.sent[1]?.progress(10, 100));
    await userEvent.click(
      within(item('b.pdf') as HTMLElement).getByRole('button', {
        name: i18next.t('contentAdmin.upload.cancelOf', { name: 'b.pdf' }),
      }),
    );
    expect(FakeXhr.sent[1]?.aborted).toBe(true);
    await waitFor(() => expect(item('b.pdf')?.dataset.uploadStatus).toBe('error'));
    expect(item('b.pdf')?.textContent).toContain(i18next.t('contentAdmin.upload.cancelled'));
    expect(item('a.pdf')?.dataset.uploadStatus).toBe('progressing');
  });

  it('takes files dropped on the zone', async () => {
    const { dialog } = await openUploadDialog(() => []);
    const zone = dialog.querySelector('[data-drop-zone]') as HTMLElement;
    const dropped = new File(['%PDF'], 'dropped.pdf');
    const dataTransfer = { files: [dropped], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(item('dropped.pdf')?.dataset.uploadStatus).toBe('ready'));
    expect(zone.hasAttribute('data-dragging')).toBe(false);
  });
});
