import type { ServiceAdmin, ServiceItem } from '@hondana/contract';
import type { users } from '../../db/schema/index.ts';
import type { ServiceRow } from '../../platform/tenancy/tenant-repository.ts';

export const presentService = (row: ServiceRow, contentCount: number): ServiceItem => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  path: row.path,
  referrerUrls: row.referrerUrls,
  maxContent: row.maxContent,
  isDefault: row.isDefault,
  contentCount,
  createdAt: row.createdAt.toISOString(),
});

export const presentServiceAdmin = (row: typeof users.$inferSelect): ServiceAdmin => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  hasPassword: row.passwordHash !== null,
});
