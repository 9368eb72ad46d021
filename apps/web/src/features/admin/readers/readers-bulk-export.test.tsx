import type { ReaderBulkRun } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next, loadTextArea } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { admin, page, pick, reader, userGroup } from './reader-test-support.ts';

const T = { timeout: 15_000 };
// The console's texts are a lazy area: loaded with the first render that asks for them.
beforeAll(() => loadTextArea('contentAdmin'));
beforeEach(() => useSession.setState(initialSessionState));
let session = 0;
/** A token of its own per test: the session store starts empty and knows no earlier test's token. */
const cookies = () => ({ hondana_token_admin: `readers-${++session}` });
const groups = () => ok(page([userGroup(7, 'Teachers'), userGroup(8, 'Pupils')]));
const finished: ReaderBulkRun = {
  id: 9,
  action: 'move-group',
  status: 'finished',
  total: 2,
  done: 2,
  refused: [],
  startedAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:00:01.000Z',
};
const row = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-reader="${id}"]`);
    if (!found) throw new Error(`no reader ${id} yet`);
    return found;
  }, T);
const exportQuery = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('readers list: move to a group, export (component test, real app, fake network)', () => {
  it('moves the selected readers to the group chosen in the confirmation, then shows the run', async () => {
    const { network } = await renderWithApp(
      '/admin/readers',
      {
        authInfo: () => ok(admin),
        readerPage: () => ok(page([reader(3), reader(4)])),
        userGroupPage: groups,
        readerBulk: () => ok({ ...finished, status: 'queued', done: 0, finishedAt: null }),
        readerBulkRun: () => ok(finished),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    for (const id of [3, 4])
      await user.click(
        within(await row(id)).getByRole('checkbox', {
          name: i18next.t('adminConsole.table.selectRow', { name: `Reader ${id}` }),
        }),
      );
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.bulk.move-group') }));
    const dialog = await screen.findByRole('dialog', {}, T);
    const confirm = within(dialog).getByRole('button', {
      name: i18next.t('readerAdmin.bulk.confirm', { count: 2 }),
    });
    await user.click(confirm);
    expect(await within(dialog).findByText(i18next.t('readerAdmin.bulk.chooseGroup'))).toBeTruthy();
    expect(network.callsTo('readerBulk')).toHaveLength(0);

    await pick(user, within(dialog).getByLabelText(i18next.t('readerAdmin.bulk.moveTarget')), 'Pupils');
    expect(dialog.textContent).toContain(
      i18next.t('readerAdmin.bulk.confirmMove', { count: 2, group: 'Pupils' }),
    );
    await user.click(confirm);
    await waitFor(() => expect(network.callsTo('readerBulk')).toHaveLength(1), T);
    expect(network.callsTo('readerBulk')[0]?.body).toEqual({
      action: 'move-group',
      userIds: [3, 4],
      userGroupId: 8,
    });
    await screen.findByText(i18next.t('readerAdmin.bulk.finished', { done: 2, total: 2 }), {}, T);
  });

  it('takes the selected readers out of their group with the “no group” choice (null sent)', async () => {
    const { network } = await renderWithApp(
      '/admin/readers',
      {
        authInfo: () => ok(admin),
        readerPage: () => ok(page([reader(3)])),
        userGroupPage: groups,
        readerBulk: () => ok({ ...finished, total: 1, done: 0, status: 'queued', finishedAt: null }),
        readerBulkRun: () => ok({ ...finished, total: 1, done: 1 }),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await user.click(
      within(await row(3)).getByRole('checkbox', {
        name: i18next.t('adminConsole.table.selectRow', { name: 'Reader 3' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.bulk.move-group') }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await pick(
      user,
      within(dialog).getByLabelText(i18next.t('readerAdmin.bulk.moveTarget')),
      i18next.t('readerAdmin.bulk.moveNone'),
    );
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('readerAdmin.bulk.confirm', { count: 1 }) }),
    );
    await waitFor(() => expect(network.callsTo('readerBulk')).toHaveLength(1), T);
    expect(network.callsTo('readerBulk')[0]?.body).toEqual({
      action: 'move-group',
      userIds: [3],
      userGroupId: null,
    });
  });

  it('exports the readers the list’s filters select', async () => {
    const { network } = await renderWithApp(
      '/admin/readers?keyword=ann&status=1&userGroupId=7&lastLoginTo=2026-11-20&sort=email&page=2',
      { authInfo: () => ok(admin), readerPage: () => ok(page([reader(3)])), userGroupPage: groups },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: (name) => name === i18next.t('readerAdmin.list.exportCsv') },
        T,
      ),
    );
    await waitFor(() => expect(network.callsTo('readerExportCsv')).toHaveLength(1), T);
    expect(exportQuery(network.callsTo('readerExportCsv')[0]?.url)).toEqual({
      keyword: 'ann',
      status: '1',
      userGroupId: '7',
      lastLoginTo: '2026-11-20',
    });
  });

  it('a system admin acting on a company lists, exports and moves that company’s readers', async () => {
    const acting = {
      ...systemAdmin,
      abilities: [...systemAdmin.abilities, 'user.read', 'user.manage', 'userGroup.read', 'user.importCsv'],
    };
    const { network } = await renderWithApp(
      '/admin/c/5/readers?status=0',
      {
        authInfo: () => ok(acting),
        readerPage: () => ok(page([reader(3, { companyId: 5 })])),
        userGroupPage: groups,
        readerBulk: () => ok({ ...finished, total: 1, done: 0, status: 'queued', finishedAt: null }),
        readerBulkRun: () => ok({ ...finished, total: 1, done: 1 }),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await row(3);
    expect(network.callsTo('readerPage').at(-1)?.url).toContain('companyId=5');
    expect(network.callsTo('userGroupPage').at(-1)?.url).toContain('companyId=5');
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.list.exportCsv') }));
    await waitFor(() => expect(network.callsTo('readerExportCsv')).toHaveLength(1), T);
    expect(exportQuery(network.callsTo('readerExportCsv')[0]?.url)).toEqual({ companyId: '5', status: '0' });

    await user.click(
      within(await row(3)).getByRole('checkbox', {
        name: i18next.t('adminConsole.table.selectRow', { name: 'Reader 3' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.bulk.move-group') }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await pick(user, within(dialog).getByLabelText(i18next.t('readerAdmin.bulk.moveTarget')), 'Teachers');
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('readerAdmin.bulk.confirm', { count: 1 }) }),
    );
    await waitFor(() => expect(network.callsTo('readerBulk')).toHaveLength(1), T);
    expect(network.callsTo('readerBulk')[0]?.body).toEqual({
      companyId: 5,
      action: 'move-group',
      userIds: [3],
      userGroupId: 7,
    });
  });
});
