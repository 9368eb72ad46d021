import type { ReaderItem, UserGroupItem } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { companyAdmin } from '../contents/admin-test-support.ts';

/** The Demo Library's company admin with the readers pages' abilities. */
export const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'user.read', 'user.manage', 'userGroup.read'],
} as const;

/** A reader as GET /reader/detail answers it. */
export const reader = (id: number, overrides: Partial<ReaderItem> = {}): ReaderItem => ({
  id,
  companyId: 1,
  serviceId: 1,
  username: `reader${id}`,
  email: `reader${id}@demo.hondana.test`,
  fullName: `Reader ${id}`,
  firstName: null,
  lastName: null,
  param1: null,
  param2: null,
  param3: null,
  param4: null,
  param5: null,
  status: 0,
  userGroupId: null,
  userGroupName: null,
  subscriptionType: 1,
  subscriptionStart: null,
  subscriptionEnd: null,
  lang: 'en',
  timezone: null,
  isSubscribeMail: false,
  isReceiveNotify: true,
  externalId: null,
  staffId: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  hasPassword: true,
  locked: false,
  unconfirmed: false,
  ...overrides,
});
/** One page of a list answer. */
export const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 50,
});

/** A user group as GET /user-group/page lists it. */
export const userGroup = (id: number, name: string): UserGroupItem => ({
  id,
  companyId: 1,
  name,
  roleLevel: 3,
  authMethod: 1,
  maxUsers: 0,
  autoLogin: false,
  isDefaultIpGroup: false,
  ipAddresses: [],
  contentGroupIds: [],
  memberCount: 0,
});

/**
 * Opens a select and clicks its option of that text: Mantine draws the list in a portal during its
 * opening transition, where the options are not yet "visible" to role queries.
 */
export async function pick(user: UserEvent, select: HTMLElement, text: string) {
  await user.click(select);
  const option = await waitFor(
    () => {
      const found = [
        ...(document
          .getElementById(select.getAttribute('aria-controls') ?? '')
          ?.querySelectorAll<HTMLElement>('[role="option"]') ?? []),
      ].find((o) => o.textContent === text);
      if (!found) throw new Error(`no option ${text} yet`);
      return found;
    },
    { timeout: 10_000 },
  );
  await user.click(option);
}
