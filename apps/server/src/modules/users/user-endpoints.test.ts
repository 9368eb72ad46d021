import { ResultCode } from '@hondana/contract';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld();

describe('GET /auth/info', () => {
  endpointTests('authInfo', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      check: (data) => expect(data).toMatchObject({ id: w.readerA.user.id, companyId: w.a.company.id }),
    }),
  });
});

describe('GET /user/detail/{id}', () => {
  endpointTests('userDetail', harness.context, {
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
  endpointTests('updateUser', harness.context, {
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
  endpointTests('cancelUser', harness.context, {
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
