import { formatDateTime } from '@hondana/i18n/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';
import { auditAdmin, auditEvent, readerFive } from './audit-test-support.ts';

// A session of its own per test: the app keeps what it learnt of a token.
let session = 0;
const cookies = () => ({ hondana_token_admin: `audit-history-${++session}` });

/** The console's texts arrive after the first paint. */
const textsLoaded = () => waitFor(() => expect(i18next.exists('auditAdmin.history.title')).toBe(true));

const openHistory = async () => {
  await screen.findByRole('heading', { name: 'Reader 5' });
  await textsLoaded();
  const toggle = await screen.findByRole('button', { name: i18next.t('auditAdmin.history.title') });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await userEvent.setup().click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
};

describe('a detail screen’s history (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('asks nothing until opened, then shows when, who, from where, what and each field before → after with the secret masked', async () => {
    const long = 'x'.repeat(200);
    const { network } = await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(auditAdmin),
        readerDetail: () => ok(readerFive),
        auditHistory: () =>
          ok([
            auditEvent(),
            auditEvent({
              id: 40,
              action: 'reader.import.add',
              actorName: null,
              before: null,
              after: { fullName: 'Reader Five', param1: long },
            }),
          ]),
      },
      { cookies: cookies() },
    );
    await openHistory();
    expect(network.callsTo('auditHistory')).toHaveLength(1);
    const url = new URL(network.callsTo('auditHistory')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ entity: 'reader', entityId: '5' });

    const newest = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-audit-event="41"]');
      if (!found) throw new Error('no change 41 yet');
      return found;
    });
    const view = within(newest);
    view.getByText(i18next.t('auditAdmin.actions.update'));
    view.getByText(formatDateTime('2026-11-20T08:30:15.000Z', 'en'));
    view.getByText(
      i18next.t('auditAdmin.event.actor', {
        name: 'admin@demo.hondana.test',
        role: i18next.t('auditAdmin.roles.2'),
      }),
    );
    view.getByText('203.0.113.7');
    const name = newest.querySelector('[data-field="fullName"]') as HTMLElement;
    expect(name.querySelector('[data-side="before"]')?.textContent).toContain('Reader Five');
    expect(name.querySelector('[data-side="after"]')?.textContent).toContain('Reader 5');
    const secret = newest.querySelector('[data-field="passwordHash"]') as HTMLElement;
    expect(secret.querySelector('[data-side="before"]')?.textContent).toContain('••••');
    expect(secret.querySelector('[data-side="after"]')?.textContent).toContain('••••');
    within(secret).getByText(i18next.t('auditAdmin.change.secretChanged'));
    // An unchanged field is left out of an update; the server's list of changed secrets is no field.
    expect(newest.querySelector('[data-field="status"]')).toBeNull();
    expect(newest.querySelector('[data-field="secretsChanged"]')).toBeNull();

    const added = document.querySelector('[data-audit-event="40"]') as HTMLElement;
    within(added).getByText(i18next.t('auditAdmin.actions.readerImportAdd'));
    within(added).getByText(i18next.t('auditAdmin.event.goneAccount', { id: 2 }));
    const param = added.querySelector('[data-field="param1"]') as HTMLElement;
    expect(param.querySelector('[data-side="before"]')?.textContent).toContain(
      i18next.t('auditAdmin.change.empty'),
    );
    expect(param.querySelector('[data-side="after"]')?.textContent).not.toContain(long);
    await userEvent
      .setup()
      .click(within(param).getByRole('button', { name: i18next.t('auditAdmin.change.showAll') }));
    expect(param.querySelector('[data-side="after"]')?.textContent).toContain(long);
  });

  it('shows a name the map does not know as it is, and the kit’s empty state', async () => {
    await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(auditAdmin),
        readerDetail: () => ok(readerFive),
        auditHistory: () => ok([auditEvent({ action: 'frobnicate' })]),
      },
      { cookies: cookies() },
    );
    await openHistory();
    await screen.findByText('frobnicate');
  });

  it('shows the empty state when nothing was recorded', async () => {
    await renderWithApp(
      '/admin/readers/5',
      { authInfo: () => ok(auditAdmin), readerDetail: () => ok(readerFive), auditHistory: () => ok([]) },
      { cookies: cookies() },
    );
    await openHistory();
    await screen.findByText(i18next.t('auditAdmin.history.empty'));
  });

  it('is not there for an admin who may not read the audit trail', async () => {
    const { network } = await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok({ ...companyAdmin, abilities: [...companyAdmin.abilities, 'user.read'] }),
        readerDetail: () => ok(readerFive),
      },
      { cookies: cookies() },
    );
    await screen.findByRole('heading', { name: 'Reader 5' });
    await textsLoaded();
    expect(screen.queryByRole('button', { name: i18next.t('auditAdmin.history.title') })).toBeNull();
    expect(network.callsTo('auditHistory')).toHaveLength(0);
  });
});
