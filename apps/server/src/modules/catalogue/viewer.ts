import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  assertReaderAccess,
  callerOf,
  portalFactsOf,
  type ReaderAccessFacts,
  type ReaderCaller,
} from '../viewer/reader-access.ts';

/** Who looks at the catalogue: a visitor, or a signed-in user of the portal's company. */
export interface Viewer {
  userId: number | null;
  caller: ReaderCaller;
  /** The portal's facts of the reader-access table. */
  portal: Pick<ReaderAccessFacts, 'openCompany' | 'pageAccessMode' | 'downloadMode'>;
}

/**
 * The viewer of a catalogue call. What they may list, open or keep is the reader-access table's: a
 * portal that requires login for every page refuses visitors here already (600), so the web asks them
 * to log in.
 */
export function viewerOf(tenant: Tenant, session: SessionContext | null): Viewer {
  const caller = callerOf(session?.user ?? null);
  const portal = portalFactsOf(tenant);
  assertReaderAccess({ caller, route: 'content', ...portal, content: null }, 'list');
  return { userId: session?.user.id ?? null, caller, portal };
}
