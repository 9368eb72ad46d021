import { AccountType, type CompanyDetail, DomainType, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { companies } from '../../db/schema/index.ts';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import { BE_PASSWORD_PURPOSE } from './company-values.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);
const system = (world: TenantWorld) => ({ as: world.systemAdmin, at: null });
const companyAdmin = (world: TenantWorld) => ({ as: world.companyAdminA });

describe('GET /company/page', () => {
  endpointTests('companyPage', harness.context, {
    happy: (world) => ({
      ...system(world),
      query: { keyword: world.b.company.name, page: 1, size: 20 },
      check: (page) => {
        const { content } = page as { content: { id: number; paths: string[] }[] };
        expect(content.map((c) => c.id)).toEqual([world.b.company.id]);
        expect(content[0]?.paths).toEqual([world.b.service.path]);
      },
    }),
    badInput: (world) => ({
      ...system(world),
      query: { accountType: 'NOBODY' },
      code: ResultCode.BAD_REQUEST,
    }),
  });

  it('shows a company admin its own company only, and filters by account and domain type', async () => {
    const { world } = harness;
    const own = await data<{ content: { id: number }[] }>('companyPage', { as: world.companyAdminA });
    expect(own.content.map((c) => c.id)).toEqual([world.a.company.id]);
    const all = await data<{ content: { id: number }[]; totalElements: number }>('companyPage', {
      ...system(world),
      query: { accountType: world.a.company.accountType, domainType: DomainType.PATH, size: 100 },
    });
    expect(all.content.map((c) => c.id)).toEqual(
      expect.arrayContaining([world.a.company.id, world.b.company.id]),
    );
    const none = await data<{ totalElements: number }>('companyPage', {
      ...system(world),
      query: { domainType: DomainType.FULL_DOMAIN, keyword: world.a.company.name },
    });
    expect(none.totalElements).toBe(0);
  });
});

describe('GET /company/detail/{id}', () => {
  endpointTests('companyDetail', harness.context, {
    happy: (world) => ({
      ...companyAdmin(world),
      params: { id: world.a.company.id },
      check: (detail) => expect(detail).toMatchObject({ id: world.a.company.id, hasBePassword: false }),
    }),
    badInput: (world) => ({ ...system(world), params: { id: '0x10' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...companyAdmin(world),
      params: { id: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('PUT /company/update/{id}', () => {
  endpointTests('companyUpdate', harness.context, {
    happy: (world) => ({
      ...companyAdmin(world),
      params: { id: world.a.company.id },
      body: {
        gtmId: 'GTM-ABC123',
        titleOfEmailField: 'Staff number',
        titleOfEmailFieldTranslations: { en: 'Staff number', ja: '職員番号', vn: ' ' },
      },
      check: (detail) =>
        expect(detail).toMatchObject({
          gtmId: 'GTM-ABC123',
          titleOfEmailFieldTranslations: { en: 'Staff number', ja: '職員番号' },
        }),
    }),
    badInput: (world) => ({
      ...system(world),
      params: { id: world.a.company.id },
      body: { domain: 'not a domain' },
      code: ResultCode.DOMAIN_FORMAT_INVALID,
    }),
    otherTenantIds: (world) => ({
      ...companyAdmin(world),
      params: { id: world.b.company.id },
      body: { gtmId: 'GTM-ABC123' },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a system-admin setting from a company admin (614 naming it), and changes nothing', async () => {
    const { world, database } = harness;
    for (const body of [{ maxUser: 5 }, { domain: 'mine.example.com' }, { accountType: AccountType.OPEN }]) {
      const response = await send('companyUpdate', {
        ...companyAdmin(world),
        params: { id: world.a.company.id },
        body,
      });
      expect(response.json()).toMatchObject({
        status: ResultCode.NO_PERMISSION,
        data: { field: Object.keys(body)[0] },
      });
    }
    const [row] = await database.db.select().from(companies).where(eq(companies.id, world.a.company.id));
    expect(row).toMatchObject({ maxUser: world.a.company.maxUser, domain: world.a.company.domain });
  });

  it('lets a system admin change limits and seal the back-end password, which is never answered', async () => {
    const { world, database } = harness;
    const detail = await data<CompanyDetail>('companyUpdate', {
      ...system(world),
      params: { id: world.b.company.id },
      body: { maxUser: 40, sessionsPerUser: 2, beLoginName: 'viewer-b', bePassword: 'Back-End-Secret-1' },
    });
    expect(detail).toMatchObject({
      maxUser: 40,
      sessionsPerUser: 2,
      beLoginName: 'viewer-b',
      hasBePassword: true,
    });
    expect(JSON.stringify(detail)).not.toContain('Back-End-Secret-1');
    const [row] = await database.db.select().from(companies).where(eq(companies.id, world.b.company.id));
    expect(row?.bePasswordEnc).not.toContain('Back-End-Secret-1');
    expect(openSecret(row?.bePasswordEnc ?? '', harness.app.deps.masterKey, BE_PASSWORD_PURPOSE)).toBe(
      'Back-End-Secret-1',
    );
    const audit = await auditRowsOf(database.db, 'company', world.b.company.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actorUserId: world.systemAdmin.user.id });
    expect(JSON.stringify(audit.at(-1))).not.toContain('Back-End-Secret-1');
  });

  it('refuses an owner who is not a company admin of the company (703)', async () => {
    const { world } = harness;
    const response = await send('companyUpdate', {
      ...system(world),
      params: { id: world.a.company.id },
      body: { ownerId: world.companyAdminB.user.id },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.USER_NOT_FOUND });
  });
});

describe('POST /company/api-key/{id}', () => {
  endpointTests('companyApiKeyRotate', harness.context, {
    happy: (world) => ({
      ...system(world),
      params: { id: world.a.company.id },
      check: async (answer) => {
        const { apiKey, apiKeyHint } = answer as { apiKey: string; apiKeyHint: string };
        expect(apiKey).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
        expect(apiKey.endsWith(apiKeyHint)).toBe(true);
        const detail = await data<CompanyDetail>('companyDetail', {
          ...system(world),
          params: { id: world.a.company.id },
        });
        expect(detail.apiKeyHint).toBe(apiKeyHint);
        expect(JSON.stringify(detail)).not.toContain(apiKey);
        const [row] = await harness.database.db
          .select()
          .from(companies)
          .where(eq(companies.id, world.a.company.id));
        expect(row?.apiKeyHash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(row)).not.toContain(apiKey);
      },
    }),
    badInput: (world) => ({ ...system(world), params: { id: 'abc' }, code: ResultCode.BAD_REQUEST }),
  });

  it('refuses a company admin (the key is the system admin’s to hand out)', async () => {
    const { world } = harness;
    const response = await send('companyApiKeyRotate', {
      as: world.companyAdminA,
      at: null,
      params: { id: world.a.company.id },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
  });
});
