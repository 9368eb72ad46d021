import type { StaffItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `staff-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const staffAbilities = ['service.read', 'serviceAdmin.manage'];
const admin = { ...companyAdmin, abilities: [...companyAdmin.abilities, ...staffAbilities] };
const sys = {
  ...systemAdmin,
  abilities: [...systemAdmin.abilities, ...staffAbilities, 'secondFactor.reset'],
};

const member = (id: number, overrides: Partial<StaffItem> = {}): StaffItem => ({
  id,
  companyId: 1,
  role: 5,
  serviceId: 12,
  serviceName: 'Branch',
  email: `staff${id}@demo.hondana.test`,
  fullName: `Staff ${id}`,
  staffId: null,
  status: 0,
  hasPassword: true,
  secondFactorEnrolled: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const boss = member(2, { role: 2, serviceId: null, serviceName: null, secondFactorEnrolled: true });
const page = (content: StaffItem[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 50,
});
const row = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-staff="${id}"]`);
    if (!found) throw new Error(`no staff ${id} yet`);
    return found;
  }, T);
const handlers = (content: StaffItem[]) => ({
  staffPage: () => ok(page(content)),
  serviceList: () => ok([]),
});

describe('the staff page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists a company admin and its service admins with role, service, status, staff id and two-step state', async () => {
    const { network } = await renderWithApp(
      '/admin/staff',
      { authInfo: () => ok(admin), ...handlers([boss, member(40, { staffId: 'ST-7', hasPassword: false })]) },
      { cookies: cookies() },
    );
    const first = await row(2);
    expect(first.textContent).toContain(t('staffAdmin.roles.2'));
    expect(first.querySelector('[data-two-step]')?.getAttribute('data-two-step')).toBe('on');
    expect(first.textContent).toContain(t('staffAdmin.companyAdminNote'));
    const second = await row(40);
    expect(second.textContent).toContain(t('staffAdmin.roles.5'));
    expect(second.textContent).toContain('Branch');
    expect(second.textContent).toContain('ST-7');
    expect(second.textContent).toContain(t('staffAdmin.invited'));
    expect(second.querySelector('[data-two-step]')?.getAttribute('data-two-step')).toBe('off');
    expect(document.querySelector('[data-nav="staff"]')).not.toBeNull();
    expect(network.callsTo('staffPage')[0]?.url).toContain('size=50');
  });

  it('stops a service admin, resends its invitation and edits its staff id; no reset for a company admin', async () => {
    const { network } = await renderWithApp(
      '/admin/staff',
      {
        authInfo: () => ok(admin),
        ...handlers([member(40, { hasPassword: false, secondFactorEnrolled: true })]),
        staffStop: () => ok(member(40, { status: 1 })),
        staffResendInvitation: () => ok({ accepted: true }),
        staffUpdate: () => ok(member(40, { staffId: 'ST-9' })),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    const menu = async () => {
      await user.click(
        within(await row(40)).getByRole('button', { name: t('staffAdmin.actions', { name: 'Staff 40' }) }),
      );
      return screen.findByRole('menu', { hidden: true }, T);
    };
    expect(
      within(await menu()).queryByRole('menuitem', { hidden: true, name: t('staffAdmin.reset') }),
    ).toBeNull();
    await user.click(
      within(await screen.findByRole('menu', { hidden: true })).getByRole('menuitem', {
        hidden: true,
        name: t('staffAdmin.stop'),
      }),
    );
    await waitFor(() => expect(network.callsTo('staffStop')[0]?.url).toContain('/staff/stop/40'), T);
    await user.click(
      within(await menu()).getByRole('menuitem', { hidden: true, name: t('staffAdmin.resend') }),
    );
    await waitFor(() => expect(network.callsTo('staffResendInvitation')).toHaveLength(1), T);
    await user.click(
      within(await menu()).getByRole('menuitem', { hidden: true, name: t('staffAdmin.edit') }),
    );
    const dialog = await screen.findByRole('dialog', {}, T);
    await user.type(within(dialog).getByRole('textbox', { name: t('staffAdmin.staffId') }), 'ST-9');
    await user.click(within(dialog).getByRole('button', { name: t('staffAdmin.save') }));
    await waitFor(() => expect(network.callsTo('staffUpdate')).toHaveLength(1), T);
    expect(network.callsTo('staffUpdate')[0]?.body).toEqual({ fullName: 'Staff 40', staffId: 'ST-9' });
  });

  it('lets a system admin reset an enrolled second factor after a confirmation that explains it', async () => {
    const { network } = await renderWithApp(
      '/admin/c/1/staff',
      {
        authInfo: () => ok(sys),
        ...handlers([boss, member(40)]),
        secondFactorReset: () => ok({ accepted: true }),
      },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await user.click(
      within(await row(40)).getByRole('button', { name: t('staffAdmin.actions', { name: 'Staff 40' }) }),
    );
    expect(
      within(await screen.findByRole('menu', { hidden: true }, T)).queryByRole('menuitem', {
        hidden: true,
        name: t('staffAdmin.reset'),
      }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(
      within(await row(2)).getByRole('button', { name: t('staffAdmin.actions', { name: 'Staff 2' }) }),
    );
    await user.click(
      within(await screen.findByRole('menu', { hidden: true }, T)).getByRole('menuitem', {
        hidden: true,
        name: t('staffAdmin.reset'),
      }),
    );
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(dialog.textContent).toContain(t('staffAdmin.resetText', { name: 'Staff 2' }));
    expect(network.callsTo('secondFactorReset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t('staffAdmin.resetConfirm') }));
    await waitFor(() => expect(network.callsTo('secondFactorReset')).toHaveLength(1), T);
    expect(network.callsTo('secondFactorReset')[0]?.url).toBe('/api/v1/auth/admin/second-factor/reset/2');
    expect(network.callsTo('staffPage')[0]?.url).toContain('companyId=1');
  });

  it('is not in a service admin’s menu', async () => {
    const serviceAdmin = {
      ...companyAdmin,
      serviceId: 12,
      roleLevel: 5,
      abilities: ['adminSite.open', 'service.read'],
    };
    await renderWithApp('/admin', { authInfo: () => ok(serviceAdmin) }, { cookies: cookies() });
    await waitFor(() => {
      if (!document.querySelector('[data-nav]')) throw new Error('no menu yet');
    }, T);
    expect(document.querySelector('[data-nav="services"]')).not.toBeNull();
    expect(document.querySelector('[data-nav="staff"]')).toBeNull();
  });
});
