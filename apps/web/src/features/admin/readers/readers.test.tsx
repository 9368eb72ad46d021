import type { ReaderBulkRun } from '@hondana/contract';
import { writeDay } from '@hondana/i18n/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies } from '../contents/admin-test-support.ts';
import { admin, page, reader } from './reader-test-support.ts';

const groups = () => ok(page([]));
const run = (overrides: Partial<ReaderBulkRun>): ReaderBulkRun => ({
  id: 9,
  action: 'stop',
  status: 'queued',
  total: 2,
  done: 0,
  refused: [],
  startedAt: '2026-11-28T09:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const row = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-reader="${id}"]`);
    if (!found) throw new Error(`no reader ${id} yet`);
    return found;
  });

describe('readers of the administration (component test, real app, fake network)', () => {
  it('asks the server for the page the address’s filters and sort describe', async () => {
    const { network } = await renderWithApp(
      '/admin/readers?keyword=ann&status=1&userGroupId=7&subscriptionType=2&lastLoginFrom=2026-11-01&sort=lastLoginAt&direction=asc',
      { authInfo: () => ok(admin), readerPage: () => ok(page([])), userGroupPage: groups },
      { cookies: adminCookies },
    );
    await waitFor(() => expect(network.callsTo('readerPage').length).toBeGreaterThan(0));
    const url = new URL(network.callsTo('readerPage')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      keyword: 'ann',
      status: '1',
      userGroupId: '7',
      subscriptionType: '2',
      lastLoginFrom: '2026-11-01',
      sort: 'lastLoginAt',
      order: 'asc',
    });
  });

  it('reads a last-login day typed in the language’s format and asks for it as the API’s day', async () => {
    const { network } = await renderWithApp(
      '/admin/readers',
      { authInfo: () => ok(admin), readerPage: () => ok(page([])), userGroupPage: groups },
      { cookies: adminCookies },
    );
    await waitFor(() => expect(network.callsTo('readerPage').length).toBeGreaterThan(0));
    const user = userEvent.setup();
    const from = await screen.findByRole('textbox', { name: i18next.t('readerAdmin.list.lastLoginFrom') });
    await user.type(from, writeDay('en', 'date', { year: 2026, month: 11, day: 3 }));
    await user.tab();
    await waitFor(() =>
      expect(network.callsTo('readerPage').at(-1)?.url).toContain('lastLoginFrom=2026-11-03'),
    );
  });

  it('stops the selected readers after a confirmation naming how many, then shows the run’s summary', async () => {
    let polls = 0;
    const { network } = await renderWithApp(
      '/admin/readers',
      {
        authInfo: () => ok(admin),
        readerPage: () => ok(page([reader(3), reader(4)])),
        userGroupPage: groups,
        readerBulk: () => ok(run({})),
        readerBulkRun: () => {
          polls += 1;
          return ok(
            polls < 2
              ? run({ status: 'running', done: 1 })
              : run({ status: 'finished', done: 1, refused: [{ userId: 4, code: 703 }] }),
          );
        },
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    for (const id of [3, 4])
      await user.click(
        within(await row(id)).getByRole('checkbox', {
          name: i18next.t('adminConsole.table.selectRow', { name: `Reader ${id}` }),
        }),
      );
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.bulk.stop') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(i18next.t('readerAdmin.bulk.confirmStop', { count: 2 }));
    expect(network.callsTo('readerBulk')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('readerAdmin.bulk.confirm', { count: 2 }) }),
    );
    await waitFor(() => expect(network.callsTo('readerBulk')).toHaveLength(1));
    expect(network.callsTo('readerBulk')[0]?.body).toEqual({ action: 'stop', userIds: [3, 4] });
    await screen.findByText(
      i18next.t('readerAdmin.bulk.finished', { done: 1, total: 2 }),
      {},
      { timeout: 4000 },
    );
    expect(screen.getByText(new RegExp(i18next.t('api.error.703')))).toBeTruthy();
  });

  it('adds a reader: the server’s 707 shows on the e-mail field', async () => {
    const { network } = await renderWithApp(
      '/admin/readers',
      {
        authInfo: () => ok(admin),
        readerPage: () => ok(page([])),
        userGroupPage: groups,
        readerAdd: () => ({ status: 707, message: 'api.error.707', data: null }),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('readerAdmin.list.add') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: i18next.t('readerAdmin.form.fullName') }),
      'Ann',
    );
    const email = within(dialog).getByRole('textbox', { name: i18next.t('readerAdmin.form.email') });
    await user.type(email, 'taken@demo.hondana.test');
    await user.click(within(dialog).getByRole('button', { name: i18next.t('readerAdmin.form.save') }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(i18next.t('api.error.707'))).toBeTruthy();
    expect(network.callsTo('readerAdd')[0]?.body).toMatchObject({
      fullName: 'Ann',
      email: 'taken@demo.hondana.test',
    });
  });

  it('deletes a reader only after showing what goes with it', async () => {
    const { network } = await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(admin),
        readerDetail: () => ok(reader(5)),
        readerPage: () => ok(page([])),
        userGroupPage: groups,
        readerDeleteImpact: () =>
          ok({
            favourites: 2,
            readingHistory: 11,
            sessions: 1,
            subscriptions: 3,
            activeSubscriptions: 1,
            userGroupMemberships: 1,
            notificationReads: 4,
          }),
        readerDelete: () => ok({ accepted: true }),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('readerAdmin.detail.delete') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('11');
    expect(network.callsTo('readerDeleteImpact')).toHaveLength(1);
    expect(network.callsTo('readerDelete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: i18next.t('readerAdmin.detail.delete') }));
    await waitFor(() => expect(network.callsTo('readerDelete')).toHaveLength(1));
    expect(network.callsTo('readerDelete')[0]?.url).toBe('/api/v1/reader/delete/5');
  });

  it('stops a reader from its page and unlocks a locked one, each by its own call', async () => {
    let current = reader(5, { locked: true });
    const { network } = await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(admin),
        readerDetail: () => ok(current),
        userGroupPage: groups,
        readerStop: () => {
          current = { ...current, status: 1 };
          return ok(current);
        },
        readerUnlock: () => {
          current = { ...current, locked: false };
          return ok({ unlocked: 1 });
        },
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('readerAdmin.detail.stop') }));
    await waitFor(() => expect(network.callsTo('readerStop')[0]?.url).toBe('/api/v1/reader/stop/5'));
    await screen.findByRole('button', { name: i18next.t('readerAdmin.detail.allow') });
    await user.click(screen.getByRole('button', { name: i18next.t('readerAdmin.detail.unlock') }));
    await waitFor(() => expect(network.callsTo('readerUnlock')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: i18next.t('readerAdmin.detail.unlock') })).toBeNull(),
    );
  });
});
