import type { AuditEvent, ReaderItem } from '@hondana/contract';
import { companyAdmin } from '../contents/admin-test-support.ts';

/** The Demo Library's company admin, who may read and export the audit trail and manage readers. */
export const auditAdmin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'user.read', 'user.manage', 'audit.read', 'audit.export'],
} as const;

/** A recorded change as `GET /audit/history` and `GET /audit/page` answer it. */
export const auditEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 41,
  occurredAt: '2026-11-20T08:30:15.000Z',
  companyId: 1,
  serviceId: 1,
  actorUserId: 2,
  actorName: 'admin@demo.hondana.test',
  actorRole: 2,
  actorIp: '203.0.113.7',
  actorUserAgent: 'Mozilla/5.0',
  entity: 'reader',
  entityId: '5',
  action: 'update',
  before: { fullName: 'Reader Five', passwordHash: '••••', status: 0 },
  after: { fullName: 'Reader 5', passwordHash: '••••', status: 0, secretsChanged: ['passwordHash'] },
  ...overrides,
});

export const auditPageOf = (content: AuditEvent[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 1,
  size: 50,
});

/** Reader 5 as `GET /reader/detail/5` answers it. */
export const readerFive: ReaderItem = {
  id: 5,
  companyId: 1,
  serviceId: 1,
  username: 'reader5',
  email: 'reader5@demo.hondana.test',
  fullName: 'Reader 5',
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
};
