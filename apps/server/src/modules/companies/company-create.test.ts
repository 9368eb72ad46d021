import { type CompanyCreated, DomainType, Language, ResultCode } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { tenantGet } from '../../../test/demo-app.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import {
  companies,
  contentGroups,
  mailOutbox,
  searchTabs,
  services,
  sortFields,
  users,
} from '../../db/schema/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../platform/database/connection.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);
const system = (world: TenantWorld) => ({ as: world.systemAdmin, at: null });

let counter = 0;
const newCompany = (over: Record<string, unknown> = {}) => {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Riverside Library ${tag}`,
    domainType: DomainType.PATH,
    defaultLanguage: Language.JA,
    service: { name: 'Riverside', path: `riverside-${tag}` },
    admin: { email: `owner-${tag}@riverside.example`, fullName: 'Riverside Owner' },
    ...over,
  };
};

/**
 * Nothing of a refused creation is left: no company of its name (its services, accounts and mail would
 * hang from it), and no mail to its admin.
 */
async function expectNothingLeft(body: ReturnType<typeof newCompany>) {
  const db = harness.database.db;
  expect(await db.$count(companies, eq(companies.name, body.name))).toBe(0);
  expect(await db.$count(mailOutbox, eq(mailOutbox.to, body.admin.email))).toBe(0);
}

async function refused(body: ReturnType<typeof newCompany>, code: number) {
  const response = await send('companyAdd', { ...system(harness.world), body });
  expect(response.json(), response.body).toMatchObject({ status: code });
  await expectNothingLeft(body);
}

describe('POST /company/add', () => {
  endpointTests('companyAdd', harness.context, {
    happy: (world) => ({
      ...system(world),
      body: newCompany(),
      check: async (answer) => {
        const { company, service, admin } = answer as CompanyCreated;
        expect(company).toMatchObject({
          domainType: DomainType.PATH,
          domain: 'localhost',
          ownerId: admin.id,
        });
        expect(service).toMatchObject({ companyId: company.id, isDefault: true, contentCount: 0 });
        const db = harness.database.db;
        const [account] = await db.select().from(users).where(eq(users.id, admin.id));
        expect(account).toMatchObject({
          roleLevel: 2,
          companyId: company.id,
          passwordHash: null,
          lang: 'ja',
        });
        const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
        expect(mail?.text).toContain('/admin/reset-password?token=');
        expect(await db.$count(contentGroups, eq(contentGroups.serviceId, service.id))).toBe(5);
        expect(await db.$count(sortFields, eq(sortFields.serviceId, service.id))).toBe(6);
        expect(await db.$count(searchTabs, eq(searchTabs.serviceId, service.id))).toBe(2);
        const audit = await auditRowsOf(db, 'company', company.id);
        expect(audit).toMatchObject([{ action: 'create', actorUserId: world.systemAdmin.user.id }]);
        expect(await auditRowsOf(db, 'companyAdmin', admin.id)).toHaveLength(1);
      },
    }),
    badInput: (world) => ({
      ...system(world),
      body: newCompany({ service: { name: 'Admin', path: 'admin' } }),
      code: ResultCode.DOMAIN_FORMAT_INVALID,
    }),
  });

  it('serves the new portal at its path at once: public detail, view settings, groups, search page', async () => {
    const body = newCompany();
    await data('companyAdd', { ...system(harness.world), body });
    const at = { host: 'localhost:3000', path: body.service.path };
    for (const url of [
      '/api/v1/company/public/get-detail',
      '/api/v1/service-admin/public/view-settings',
      '/api/v1/content-group/public/list',
    ]) {
      const response = await tenantGet(harness.app, url, at);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const detail = (await tenantGet(harness.app, '/api/v1/company/public/get-detail', at)).json();
    expect(detail.data).toMatchObject({ companyName: body.name, path: body.service.path });
  });

  it('refuses bad names with their codes: a domain (415), a path taken (414), an admin address of other staff (413)', async () => {
    const { world } = harness;
    await refused(newCompany({ domainType: DomainType.FULL_DOMAIN, domain: 'bad_domain!' }), 415);
    await refused(newCompany({ domainType: DomainType.FULL_DOMAIN }), 415);
    const taken = newCompany();
    await refused({ ...taken, service: { ...taken.service, path: world.a.service.path } }, 414);
    const staff = newCompany();
    await refused(
      { ...staff, admin: { email: world.companyAdminA.user.email ?? '', fullName: 'Someone' } },
      413,
    );
    const reserved = newCompany();
    await refused({ ...reserved, service: { ...reserved.service, path: 'api' } }, 415);
  });

  it('keeps hosts apart: a full domain is nobody else’s host, nor the platform’s; a path company not on a full domain', async () => {
    await refused(newCompany({ domainType: DomainType.FULL_DOMAIN, domain: 'localhost' }), 414);
    const host = `books-${Date.now().toString(36)}.example.com`;
    await data('companyAdd', {
      ...system(harness.world),
      body: newCompany({ domainType: DomainType.FULL_DOMAIN, domain: host }),
    });
    await refused(newCompany({ domainType: DomainType.FULL_DOMAIN, domain: host }), 414);
    await refused(newCompany({ domainType: DomainType.PATH, domain: host }), 414);
    expect((await tenantGet(harness.app, '/api/v1/company/public/get-detail', { host })).statusCode).toBe(
      200,
    );
  });

  it('leaves nothing when the last step of the provisioning fails (a database trigger planted for the test)', async () => {
    const db = harness.database.db;
    const body = newCompany({ name: `Doomed ${Date.now()}` });
    await db.execute(sql`create function refuse_doomed_box() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from companies c where c.id = new.company_id and c.name like 'Doomed %') then
          raise exception 'planted failure';
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_doomed_box before insert on search_boxes
      for each row execute function refuse_doomed_box()`);
    try {
      const response = await send('companyAdd', { ...system(harness.world), body });
      expect(response.statusCode).toBe(500);
      await expectNothingLeft(body);
      expect(await db.$count(services, eq(services.path, body.service.path))).toBe(0);
      expect(await db.$count(users, eq(users.email, body.admin.email))).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_doomed_box on search_boxes`);
      await db.execute(sql`drop function refuse_doomed_box()`);
    }
  });
});

describe('a second server process', () => {
  let second: DatabaseHandle;
  let secondApp: App;
  beforeAll(async () => {
    second = connectDatabase(harness.database.url, { max: 2 });
    secondApp = await buildTestApp(second.db);
  });
  afterAll(async () => {
    await secondApp?.close();
    await second?.close();
  });

  it('answers the new portal at once, though both had cached its path as unknown', async () => {
    const body = newCompany();
    const at = { host: 'localhost:3000', path: body.service.path };
    const detail = (app: App) => tenantGet(app, '/api/v1/company/public/get-detail', at);
    for (const app of [harness.app, secondApp]) expect((await detail(app)).json().status).toBe(837);
    await data('companyAdd', { ...system(harness.world), body });
    await vi.waitFor(
      async () => {
        for (const app of [harness.app, secondApp]) expect((await detail(app)).statusCode).toBe(200);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
