import type { RoleLevel } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Actor, Authorize } from '../policy/policy.ts';

/** Who made a change, as the audit trail records it: the account, its role and tenant, and where from. */
export interface AuditWho {
  userId: number;
  role: RoleLevel;
  companyId: number | null;
  ip: string;
  userAgent: string | null;
  /** The time source of the request (tests inject one); the system clock when absent. */
  clock?: Clock;
}

/** The longest user agent kept: enough to tell browsers apart, not a place to store a payload. */
const USER_AGENT_LIMIT = 512;

/** The signed-in caller of a request as an audit actor (the address as Fastify's trusted proxies give it). */
export function auditWhoOf(
  actor: Actor,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  clock?: Clock,
): AuditWho {
  const agent = request.headers['user-agent'];
  return {
    userId: actor.userId,
    role: actor.role,
    companyId: actor.companyId,
    ip: request.ip,
    userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_LIMIT) : null,
    ...(clock ? { clock } : {}),
  };
}

/**
 * What an administrative write needs of its route: the caller, the caller as the audit trail records
 * them, and the check of the route's own action. A route handler's context is one.
 */
export interface AdminCall {
  actor: Actor;
  who: AuditWho;
  authorize: Authorize;
}
