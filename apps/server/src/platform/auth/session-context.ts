import { type companies, type services, sessions, users } from '../../db/schema/index.ts';

/**
 * The columns of a session that a signed-in request uses. Read on every such request, so only these
 * are read: the whole rows are five times wider.
 */
export const sessionColumns = {
  id: sessions.id,
  companyId: sessions.companyId,
  serviceId: sessions.serviceId,
  userId: sessions.userId,
  keepLogin: sessions.keepLogin,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** The columns of the signed-in user a request uses: who they are, their role and status, their choices. */
export const sessionUserColumns = {
  id: users.id,
  companyId: users.companyId,
  serviceId: users.serviceId,
  roleLevel: users.roleLevel,
  accountStatus: users.accountStatus,
  email: users.email,
  username: users.username,
  fullName: users.fullName,
  lang: users.lang,
  isSubscribeMail: users.isSubscribeMail,
  isReceiveNotify: users.isReceiveNotify,
  subscriptionType: users.subscriptionType,
  subscriptionStart: users.subscriptionStart,
  subscriptionEnd: users.subscriptionEnd,
};

type Row<T extends Record<string, { _: { data: unknown; notNull: boolean } }>> = {
  [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null;
};

export type SessionRow = Row<typeof sessionColumns>;
export type SessionUser = Row<typeof sessionUserColumns>;

/** The signed-in user of a request, with the session and the tenant it was opened on. */
export interface SessionContext {
  session: SessionRow;
  user: SessionUser;
  company: typeof companies.$inferSelect | null;
  service: typeof services.$inferSelect | null;
}
