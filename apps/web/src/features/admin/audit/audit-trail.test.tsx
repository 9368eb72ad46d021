import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { auditAdmin, auditEvent, auditPageOf } from './audit-test-support.ts';

let session = 0;
const cookies = () => ({ hondana_token_admin: `audit-trail-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
/** Local midnight of a day, as the page sends it: the browser's day, not UTC's. */
const midnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();
const row = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-audit-row="${id}"]`);
    if (!found) throw new Error(`no change ${id} yet`);
    return found;
  });

describe('the audit trail page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('asks for the page the address’s filters describe, days as the browser’s day from start to end', async () => {
    const { network } = await renderWithApp(
      '/admin/audit?entity=reader&action=update&actorUserId=2&from=2026-11-01&to=2026-11-28&page=2',
      { authInfo: () => ok(auditAdmin), auditPage: () => ok(auditPageOf([])) },
      { cookies: cookies() },
    );
    await waitFor(() => expect(network.callsTo('auditPage').length).toBeGreaterThan(0));
    expect(queryOf(network.callsTo('auditPage')[0]?.url)).toMatchObject({
      entity: 'reader',
      action: 'update',
      actorUserId: '2',
      from: midnight(2026, 11, 1),
      to: midnight(2026, 11, 29),
      page: '2',
      size: '50',
    });
    // A company admin names no company: the server keeps them to theirs.
    expect(queryOf(network.callsTo('auditPage')[0]?.url)).not.toHaveProperty('companyId');
  });

  it('puts a chosen filter in the address and the query, back on the first page', async () => {
    const { network } = await renderWithApp(
      '/admin/audit?page=3',
      { authInfo: () => ok(auditAdmin), auditPage: () => ok(auditPageOf([])) },
      { cookies: cookies() },
    );
    await waitFor(() => expect(network.callsTo('auditPage').length).toBeGreaterThan(0));
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: new RegExp(t('auditAdmin.list.actor')) }),
      '7',
    );
    await user.click(screen.getByRole('button', { name: t('auditAdmin.list.apply') }));
    await waitFor(() =>
      expect(queryOf(network.callsTo('auditPage').at(-1)?.url)).toMatchObject({
        actorUserId: '7',
        page: '1',
      }),
    );
    expect(window.location.search).toContain('actorUserId=7');
  });

  it('exports with the list’s filters', async () => {
    const { network } = await renderWithApp(
      '/admin/audit?entity=content&from=2026-11-02',
      { authInfo: () => ok(auditAdmin), auditPage: () => ok(auditPageOf([auditEvent()])) },
      { cookies: cookies() },
    );
    await row(41);
    await userEvent.setup().click(screen.getByRole('button', { name: t('auditAdmin.list.export') }));
    await waitFor(() => expect(network.callsTo('auditExport')).toHaveLength(1));
    const query = queryOf(network.callsTo('auditExport')[0]?.url);
    expect(query).toMatchObject({ entity: 'content', from: midnight(2026, 11, 2) });
    expect(query).not.toHaveProperty('page');
  });

  it('opens a change at the side with the same rendering, and narrows the list to its account', async () => {
    const { network } = await renderWithApp(
      '/admin/audit',
      { authInfo: () => ok(auditAdmin), auditPage: () => ok(auditPageOf([auditEvent()])) },
      { cookies: cookies() },
    );
    const found = await row(41);
    within(found).getByText(`${t('auditAdmin.entities.reader')} 5`);
    const user = userEvent.setup();
    await user.click(within(found).getByRole('button', { name: t('auditAdmin.list.openLabel', { id: 41 }) }));
    const drawer = await screen.findByRole('dialog', { name: t('auditAdmin.list.drawerTitle', { id: 41 }) });
    const name = drawer.querySelector('[data-field="fullName"]') as HTMLElement;
    expect(name.querySelector('[data-side="before"]')?.textContent).toBe('Reader Five');
    expect(name.querySelector('[data-side="after"]')?.textContent).toBe('Reader 5');
    within(drawer).getByText('Mozilla/5.0');
    await user.click(within(drawer).getByRole('button', { name: t('auditAdmin.list.byActor') }));
    await waitFor(() =>
      expect(queryOf(network.callsTo('auditPage').at(-1)?.url)).toMatchObject({ actorUserId: '2' }),
    );
  });

  it('refuses a range whose first day is after its last without asking the server', async () => {
    const { network } = await renderWithApp(
      '/admin/audit?from=2026-11-20&to=2026-11-01',
      { authInfo: () => ok(auditAdmin), auditPage: () => ok(auditPageOf([])) },
      { cookies: cookies() },
    );
    await screen.findByRole('heading', { name: t('auditAdmin.list.title') });
    await waitFor(() => expect(screen.getAllByText(t('auditAdmin.list.range')).length).toBeGreaterThan(0));
    expect(network.callsTo('auditPage')).toHaveLength(0);
  });

  it('spans every company for a system admin, whom a company number narrows', async () => {
    const { network } = await renderWithApp(
      '/admin/audit',
      {
        authInfo: () => ok({ ...systemAdmin, abilities: [...systemAdmin.abilities, 'audit.read'] }),
        auditPage: () => ok(auditPageOf([])),
      },
      { cookies: cookies() },
    );
    await waitFor(() => expect(network.callsTo('auditPage').length).toBeGreaterThan(0));
    expect(queryOf(network.callsTo('auditPage')[0]?.url)).not.toHaveProperty('companyId');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: new RegExp(t('auditAdmin.list.company')) }), '3');
    await user.click(screen.getByRole('button', { name: t('auditAdmin.list.apply') }));
    await waitFor(() =>
      expect(queryOf(network.callsTo('auditPage').at(-1)?.url)).toMatchObject({ companyId: '3' }),
    );
    // The export is offered only with its own ability.
    expect(screen.queryByRole('button', { name: t('auditAdmin.list.export') })).toBeNull();
  });
});
