import { type CompanyAdminItem, type CompanyDetail, isValidHostAndPort, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { companies } from '../../db/schema/index.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);
const system = (world: TenantWorld) => ({ as: world.systemAdmin, at: null });

describe('GET /company/admins/{id}', () => {
  endpointTests('companyAdmins', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: world.a.company.id },
      check: (admins) =>
        expect((admins as CompanyAdminItem[]).map((admin) => admin.id)).toEqual([
          world.companyAdminA.user.id,
        ]),
    }),
    badInput: (world) => ({ ...system(world), params: { id: '-1' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      params: { id: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('lists another company’s admins for the system admin, never a service admin or a reader', async () => {
    const { world } = harness;
    const admins = await data<CompanyAdminItem[]>('companyAdmins', {
      ...system(world),
      params: { id: world.b.company.id },
    });
    expect(admins.map((admin) => admin.id)).toEqual([world.companyAdminB.user.id]);
    expect(admins[0]).toEqual({
      id: world.companyAdminB.user.id,
      email: world.companyAdminB.user.email,
      fullName: world.companyAdminB.user.fullName,
    });
  });

  it('answers 704 for a company that does not exist', async () => {
    const response = await send('companyAdmins', { ...system(harness.world), params: { id: 987_654 } });
    expect(response.json()).toMatchObject({ status: ResultCode.COMPANY_NOT_FOUND });
  });
});

describe('back-end hosts of PUT /company/update/{id}', () => {
  it('takes a host name or a host and port', async () => {
    const { world } = harness;
    const detail = await data<CompanyDetail>('companyUpdate', {
      ...system(world),
      params: { id: world.b.company.id },
      body: { beViewerHost: 'Viewer.Example.com:8443', beWebsiteHost: '10.0.0.5' },
    });
    expect(detail).toMatchObject({ beViewerHost: 'viewer.example.com:8443', beWebsiteHost: '10.0.0.5' });
    const cleared = await data<CompanyDetail>('companyUpdate', {
      ...system(world),
      params: { id: world.b.company.id },
      body: { beViewerHost: null },
    });
    expect(cleared.beViewerHost).toBeNull();
  });

  it('refuses anything else with 415 naming the field, and changes nothing', async () => {
    const { world, database } = harness;
    const [before] = await database.db.select().from(companies).where(eq(companies.id, world.a.company.id));
    const cases = [
      { beViewerHost: 'https://viewer.example.com' },
      { beViewerHost: 'viewer.example.com/path' },
      { beWebsiteHost: 'site.example.com:0' },
      { beWebsiteHost: 'site.example.com:70000' },
      { beWebsiteHost: 'bad host' },
      { beViewerHost: '-leading.example.com', name: 'Renamed in vain' },
    ];
    for (const body of cases) {
      const response = await send('companyUpdate', {
        ...system(world),
        params: { id: world.a.company.id },
        body,
      });
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        status: ResultCode.DOMAIN_FORMAT_INVALID,
        data: { field: Object.keys(body)[0] },
      });
    }
    const [after] = await database.db.select().from(companies).where(eq(companies.id, world.a.company.id));
    expect(after).toEqual(before);
  });

  it('is the contract’s rule', () => {
    expect(['example.com', 'a.b.c:1', 'host:65535', '127.0.0.1:3000'].every(isValidHostAndPort)).toBe(true);
    expect(
      ['', ':80', 'host:', 'host:123456', 'a..b', 'host:80:81', 'UPPER.example'].some(isValidHostAndPort),
    ).toBe(false);
  });
});
