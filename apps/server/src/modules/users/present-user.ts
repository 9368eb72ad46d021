import type { UserDetail } from '@hondana/contract';
import type { UserRow } from './user-repository.ts';

export function presentUserDetail(user: UserRow): UserDetail {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    lang: user.lang,
    roleLevel: user.roleLevel,
    isSubscribeMail: user.isSubscribeMail,
    isReceiveNotify: user.isReceiveNotify,
    createdAt: user.createdAt.toISOString(),
  };
}
