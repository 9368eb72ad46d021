import type { UserGroupItem, UserGroupMember } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, adminGroups, companyAdmin } from '../contents/admin-test-support.ts';

const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'userGroup.read', 'userGroup.manage'],
} as const;

const campus: UserGroupItem = {
  id: 7,
  companyId: 1,
  name: 'Campus network',
  roleLevel: 4,
  authMethod: 2,
  maxUsers: 500,
  autoLogin: true,
  isDefaultIpGroup: true,
  ipAddresses: ['127.0.0.0/8'],
  contentGroupIds: [],
  memberCount: 1,
};
const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 50,
});

describe('user groups of the administration (component test, real app, fake network)', () => {
  it('lists the groups with their networks; the login-by-IP group has no delete button', async () => {
    await renderWithApp(
      '/admin/user-groups',
      {
        authInfo: () => ok(admin),
        userGroupPage: () => ok(page([campus])),
        contentGroupAll: () => ok(adminGroups),
      },
      { cookies: adminCookies },
    );
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-user-group="7"]');
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(row.textContent).toContain('127.0.0.0/8');
    expect(within(row).getByText(i18next.t('contentAdmin.userGroups.loginByIp'))).toBeTruthy();
    expect(
      within(row).queryByRole('button', {
        name: i18next.t('contentAdmin.userGroups.delete', { name: campus.name }),
      }),
    ).toBeNull();
  });

  it('adds an IP group: sends the typed networks one a line, and shows the server’s refusal', async () => {
    let answer: () => { status: number; data?: unknown; message?: string } = () => ({
      status: 432,
      message: 'api.error.432',
      data: { field: 'ipAddresses' },
    });
    const { network } = await renderWithApp(
      '/admin/user-groups',
      {
        authInfo: () => ok(admin),
        userGroupPage: () => ok(page([campus])),
        contentGroupAll: () => ok(adminGroups),
        userGroupAdd: () => answer(),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('contentAdmin.userGroups.add') }));
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-user-group-form]');
      if (!found) throw new Error('no form yet');
      return found;
    });
    await user.type(
      within(form).getByRole('textbox', { name: i18next.t('contentAdmin.userGroups.name') }),
      'Library',
    );
    await user.type(
      within(form).getByRole('textbox', { name: i18next.t('contentAdmin.userGroups.networks') }),
      '192.0.2.0/24{enter}{enter}2001:db8::/48',
    );
    await user.click(within(form).getByRole('button', { name: i18next.t('contentAdmin.userGroups.save') }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(i18next.t('api.error.432'));
    expect(network.callsTo('userGroupAdd')[0]?.body).toMatchObject({
      name: 'Library',
      authMethod: 2,
      ipAddresses: ['192.0.2.0/24', '2001:db8::/48'],
    });
    answer = () => ok({ ...campus, id: 8, name: 'Library', isDefaultIpGroup: false });
    await user.click(within(form).getByRole('button', { name: i18next.t('contentAdmin.userGroups.save') }));
    await waitFor(() => expect(document.querySelector('[data-user-group-form]')).toBeNull());
  });

  it('a password group’s members: listed, one found and added, the limit refused with its text, one removed', async () => {
    const staff: UserGroupItem = {
      ...campus,
      id: 9,
      name: 'Staff room',
      roleLevel: 3,
      authMethod: 1,
      maxUsers: 2,
      autoLogin: false,
      isDefaultIpGroup: false,
      ipAddresses: [],
      memberCount: 1,
    };
    const aoki: UserGroupMember = {
      id: 31,
      username: null,
      email: 'aoki@demo.test',
      fullName: 'Aoki Ren',
      isPrimary: true,
    };
    const baba: UserGroupMember = {
      id: 32,
      username: 'baba',
      email: 'baba@demo.test',
      fullName: 'Baba Mio',
      isPrimary: false,
    };
    let members = [aoki];
    let addAnswer: () => { status: number; data?: unknown; message?: string } = () => ({
      status: 427,
      message: 'api.error.427',
      data: { maxUsers: 2 },
    });
    const { network } = await renderWithApp(
      '/admin/user-groups',
      {
        authInfo: () => ok(admin),
        userGroupPage: () => ok(page([campus, { ...staff, memberCount: members.length }])),
        contentGroupAll: () => ok(adminGroups),
        userGroupMembers: () => ok({ ...page(members), size: 20 }),
        userGroupMemberCandidates: () => ok(members.includes(baba) ? [] : [baba]),
        userGroupAddMembers: () => addAnswer(),
        userGroupRemoveMembers: () => {
          members = members.filter((m) => m.id !== aoki.id);
          return ok({ ...staff, memberCount: members.length });
        },
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    // An IP group's members are its network's: no button for them.
    await waitFor(() => expect(document.querySelector('[data-user-group="7"]')).not.toBeNull());
    expect(document.querySelector('[data-open-members="7"]')).toBeNull();
    await user.click(
      screen.getByRole('button', {
        name: i18next.t('contentAdmin.userGroups.memberList.open', { name: 'Staff room', count: 1 }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {});
    await within(dialog).findByText('Aoki Ren', {});

    await user.type(
      within(dialog).getByRole('textbox', { name: i18next.t('contentAdmin.userGroups.memberList.search') }),
      'baba',
    );
    const add = await within(dialog).findByRole('button', {
      name: i18next.t('contentAdmin.userGroups.memberList.addLabel', { name: 'Baba Mio' }),
    });
    expect(network.callsTo('userGroupMemberCandidates').at(-1)?.url).toContain('keyword=baba');
    await user.click(add);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(i18next.t('api.error.427'));
    expect(network.callsTo('userGroupAddMembers')[0]?.body).toEqual({ userIds: [32] });

    addAnswer = () => {
      members = [...members, baba];
      return ok({ ...staff, memberCount: members.length });
    };
    await user.click(add);
    await within(dialog).findByText(
      i18next.t('contentAdmin.userGroups.memberList.added', { name: 'Baba Mio' }),
    );
    await within(dialog).findByText('Baba Mio', { selector: '[data-member-list] *' });

    await user.click(
      within(dialog).getByRole('button', {
        name: i18next.t('contentAdmin.userGroups.memberList.removeLabel', { name: 'Aoki Ren' }),
      }),
    );
    await within(dialog).findByText(
      i18next.t('contentAdmin.userGroups.memberList.removed', { name: 'Aoki Ren' }),
    );
    expect(network.callsTo('userGroupRemoveMembers')[0]?.body).toEqual({ userIds: [31] });
    await waitFor(() => expect(within(dialog).queryByText('Aoki Ren')).toBeNull());
  });
});
