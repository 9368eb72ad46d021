import { ResultCode } from '@hondana/contract';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { portalAddress, useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld({}, async () => {
  const portal = portalAddress(harness.world.a);
  // Forgot password queues the look-up, which queues the reset mail: two jobs the harness.app's worker runs.
  const email = encodeURIComponent(harness.world.readerA.user.email ?? '');
  const forgot = await harness.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/forgot-password?email=${email}&domain=${portal.domain}&service_path=${portal.path}`,
    headers: { host: portal.host },
  });
  expect(forgot.statusCode, forgot.body).toBe(200);
  await waitForJobs(harness.database.db);
});

describe('GET /jobs/page', () => {
  endpointTests('jobsPage', harness.context, {
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
