import type { companies, services, sessions, users } from '../../db/schema/index.ts';

/** The signed-in user of a request, with the session and the tenant it was opened on. */
export interface SessionContext {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  company: typeof companies.$inferSelect | null;
  service: typeof services.$inferSelect | null;
}
