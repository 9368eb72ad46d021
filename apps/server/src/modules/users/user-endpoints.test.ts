import { ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';

let database: TestDatabase;
let app: App;
let world: TenantWorld;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  world = await createTenantWorld(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});
const context = () => ({ app, world });

describe('GET /auth/info', () => {
  endpointTests('authInfo', context, {
    happy: (w) => ({
      as: w.readerA,
      check: (data) => expect(data).toMatchObject({ id: w.readerA.user.id, companyId: w.a.company.id }),
    }),
  });
});

describe('GET /user/detail/{id}', () => {
  endpointTests('userDetail', context, {
    happy: (w) => ({
      as: w.readerA,
      params: { id: w.readerA.user.id },
      check: (data) => expect(data).toMatchObject({ id: w.readerA.user.id, email: w.readerA.user.email }),
    }),
    badInput: (w) => ({ as: w.readerA, params: { id: 'first' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      params: { id: w.readerB.user.id },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });
});

describe('PUT /user/update/{id}', () => {
  endpointTests('updateUser', context, {
    happy: (w) => ({
      as: w.readerA,
      params: { id: w.readerA.user.id },
      body: { full_name: 'Renamed Reader', lang: 'ja' as const },
      check: (data) => expect(data).toMatchObject({ fullName: 'Renamed Reader', lang: 'ja' }),
    }),
    badInput: (w) => ({
      as: w.readerA,
      params: { id: w.readerA.user.id },
      body: { full_name: '', lang: 'fr' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      params: { id: w.readerB.user.id },
      body: { full_name: 'Taken Over', lang: 'en' },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });
});

describe('DELETE /user/cancel/{id}', () => {
  endpointTests('cancelUser', context, {
    happy: (w) => ({ as: w.readerA2, at: w.a2, params: { id: w.readerA2.user.id } }),
    badInput: (w) => ({ as: w.readerA2, at: w.a2, params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.readerA2,
      at: w.a2,
      params: { id: w.readerB.user.id },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });
});
