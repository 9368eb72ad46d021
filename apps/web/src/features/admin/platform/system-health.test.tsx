import type { PlatformHealth } from '@hondana/contract';
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

const healthy: PlatformHealth = {
  checkedAt: '2026-11-28T09:00:00.000Z',
  database: { status: 'up', roundTripMs: 2, sizeBytes: 50 * 1024 * 1024 },
  storage: { status: 'up', writable: true, freeBytes: 20 * 1024 ** 3 },
  worker: { status: 'up', lastSeenAt: '2026-11-28T08:59:55.000Z', running: 2, downAfterSeconds: 60 },
  queues: [{ queue: 'mail.send', created: 3, retry: 1, active: 0, failedLastDay: 2, dead: 1 }],
};

const down: PlatformHealth = {
  ...healthy,
  database: { status: 'down', roundTripMs: null, sizeBytes: null },
  storage: { status: 'down', writable: false, freeBytes: null },
  worker: { status: 'down', lastSeenAt: null, running: 0, downAfterSeconds: 60 },
  queues: [],
};

const part = (name: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-health-part="${name}"]`);
    if (!found) throw new Error(`no ${name} card yet`);
    return found;
  });

describe('system health page (component test, real app, fake network)', () => {
  it('shows each part with its status in words, the queue counts, and refreshes on demand', async () => {
    const { network } = await renderWithApp(
      '/admin/system-health',
      { authInfo: () => ok(systemAdmin), platformHealth: () => ok(healthy) },
      { cookies: adminCookies },
    );
    const database = await part('database');
    expect(database.dataset.healthStatus).toBe('up');
    expect(within(database).getByText(i18next.t('platformAdmin.health.status.up'))).toBeTruthy();
    expect(database.textContent).toContain('2');
    const worker = await part('worker');
    expect(worker.textContent).toContain(i18next.t('platformAdmin.health.worker.running', { count: 2 }));
    const row = document.querySelector<HTMLElement>('[data-health-queue="mail.send"]');
    expect(row?.textContent).toBe('mail.send31021');
    expect(network.callsTo('platformHealth')).toHaveLength(1);

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: i18next.t('platformAdmin.health.refresh') }));
    await waitFor(() => expect(network.callsTo('platformHealth')).toHaveLength(2));
  });

  it('shows a database, storage and worker that are down as down, with what that means', async () => {
    await renderWithApp(
      '/admin/system-health',
      { authInfo: () => ok(systemAdmin), platformHealth: () => ok(down) },
      { cookies: adminCookies },
    );
    for (const name of ['database', 'storage', 'worker']) {
      const card = await part(name);
      expect(card.dataset.healthStatus).toBe('down');
      expect(within(card).getByText(i18next.t('platformAdmin.health.status.down'))).toBeTruthy();
    }
    expect(screen.getByText(i18next.t('platformAdmin.health.database.unreachable'))).toBeTruthy();
    expect(screen.getByText(i18next.t('platformAdmin.health.storage.notWritable'))).toBeTruthy();
    expect(screen.getByText(i18next.t('platformAdmin.health.worker.neverSeen'))).toBeTruthy();
    expect(screen.getByText(i18next.t('platformAdmin.health.queues.none'))).toBeTruthy();
  });

  it('shows the refusal of a failed load with a retry', async () => {
    await renderWithApp(
      '/admin/system-health',
      {
        authInfo: () => ok(systemAdmin),
        platformHealth: () => ({ status: 611, message: 'api.error.611' }),
      },
      { cookies: adminCookies },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18next.t('platformAdmin.health.loadFailed'));
    expect(within(alert).getByRole('button', { name: i18next.t('adminConsole.list.retry') })).toBeTruthy();
  });
});
