import { ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { createTenantWorld, portalAddress, type TenantWorld } from '../../../test/tenant-world.ts';
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
  const portal = portalAddress(world.a);
  // Forgot password queues the look-up, which queues the reset mail: two jobs the app's worker runs.
  const email = encodeURIComponent(world.readerA.user.email ?? '');
  const forgot = await app.inject({
    method: 'PUT',
    url: `/api/v1/auth/forgot-password?email=${email}&domain=${portal.domain}&service_path=${portal.path}`,
    headers: { host: portal.host },
  });
  expect(forgot.statusCode, forgot.body).toBe(200);
  await waitForJobs(database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('GET /jobs/page', () => {
  endpointTests('jobsPage', () => ({ app, world }), {
    happy: (w) => ({
      as: w.systemAdmin,
      query: { queue: 'mail.send', state: 'completed' as const },
      check: (data) =>
        expect(data).toMatchObject({
          totalElements: 1,
          content: [{ queue: 'mail.send', state: 'completed', attempts: 1, lastError: null }],
        }),
    }),
    badInput: (w) => ({ as: w.systemAdmin, query: { state: 'exploded' }, code: ResultCode.BAD_REQUEST }),
  });
});
