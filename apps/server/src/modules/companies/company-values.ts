import {
  type CompanyUpdate,
  type companyUpdateSchema,
  DomainType,
  isValidHostAndPort,
  ResultCode,
  RoleLevel,
  storedTranslations,
  systemAdminCompanyFields,
} from '@hondana/contract';
import type { z } from 'zod';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { assertDomainFree, checkedDomain } from './address-rules.ts';
import type { CompanyValues } from './company-repository.ts';
import { isCompanyAdmin } from './service-repository.ts';

type Fields = z.output<typeof companyUpdateSchema>;

/** Additional data of companies.be_password_enc (platform/crypto/secret-box.ts). */
export const BE_PASSWORD_PURPOSE = 'companies.be_password_enc';

export interface ValueDeps {
  masterKey: Buffer;
  /** The host of PUBLIC_URL, which no full-domain company may take. */
  platformHost: string;
}

/** A company admin's update that names a setting only the system admin changes: 614 naming it. */
export function assertFieldsAllowed(actor: Actor, fields: CompanyUpdate): void {
  if (actor.role === RoleLevel.SYSTEM_ADMIN) return;
  const field = systemAdminCompanyFields.find((name) => fields[name] !== undefined);
  if (field) throw appError(ResultCode.NO_PERMISSION, { field });
}

/**
 * The column values of the fields sent, checked: the domain's and the back-end hosts' form (415) and
 * that the domain is free (414, under the address lock the caller holds), the owner a company admin of the company (703), texts'
 * translations as stored, the back-end password sealed. `current` is null for a new company.
 */
export async function companyValues(
  tx: Executor,
  deps: ValueDeps,
  fields: Fields,
  current: CompanyRow | null,
): Promise<CompanyValues> {
  const { bePassword, domain, titleOfEmailFieldTranslations, titleOfPasswordFieldTranslations, ...plain } =
    fields;
  const values = Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined),
  ) as CompanyValues;
  const domainType = fields.domainType ?? current?.domainType ?? DomainType.PATH;
  const nextDomain = domain === undefined ? current?.domain : checkedDomain(domain);
  if (nextDomain === undefined) throw appError(ResultCode.DOMAIN_FORMAT_INVALID, { field: 'domain' });
  if (domain !== undefined || fields.domainType !== undefined) {
    await assertDomainFree(tx, {
      domainType,
      domain: nextDomain,
      companyId: current?.id ?? null,
      platformHost: deps.platformHost,
    });
    values.domain = nextDomain;
  }
  for (const field of ['beViewerHost', 'beWebsiteHost'] as const) {
    const value = fields[field];
    if (value && !isValidHostAndPort(value)) throw appError(ResultCode.DOMAIN_FORMAT_INVALID, { field });
  }
  if (titleOfEmailFieldTranslations !== undefined) {
    values.titleOfEmailFieldTranslations = storedTranslations(titleOfEmailFieldTranslations);
  }
  if (titleOfPasswordFieldTranslations !== undefined) {
    values.titleOfPasswordFieldTranslations = storedTranslations(titleOfPasswordFieldTranslations);
  }
  if (bePassword !== undefined) {
    values.bePasswordEnc =
      bePassword === null ? null : sealSecret(bePassword, deps.masterKey, BE_PASSWORD_PURPOSE);
  }
  if (fields.ownerId !== undefined && fields.ownerId !== null) {
    if (!current || !(await isCompanyAdmin(tx, companyScope(current.id), fields.ownerId))) {
      throw appError(ResultCode.USER_NOT_FOUND, { field: 'ownerId' });
    }
  }
  return values;
}
