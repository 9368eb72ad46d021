import type { ServiceAdmin, ServiceItem } from '@hondana/contract';
import type { ServiceRow } from '../../platform/tenancy/tenant-repository.ts';
import type { UserRow } from '../users/user-repository.ts';

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

export const presentServiceAdmin = (row: UserRow): ServiceAdmin => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  hasPassword: row.passwordHash !== null,
});
