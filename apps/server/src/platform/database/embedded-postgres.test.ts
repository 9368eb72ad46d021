import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { sharedBuffersMb } from './embedded-postgres.ts';

const GB = 2 ** 30;

describe('the embedded PostgreSQL settings', () => {
  it('give shared buffers an eighth of the memory, at least 128 MB and at most 2 GB', () => {
    expect(sharedBuffersMb(GB / 2)).toBe(128);
    expect(sharedBuffersMb(8 * GB)).toBe(1024);
    expect(sharedBuffersMb(24 * GB)).toBe(2048);
  });

  // The suite's own cluster is the embedded one unless TEST_DATABASE_URL names another server.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('are the settings the cluster runs with', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await database.pool.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('io_method', 'shared_buffers') order by name`,
      );
      // shared_buffers is counted in 8 kB blocks.
      expect(rows).toEqual([
        { name: 'io_method', setting: 'sync' },
        { name: 'shared_buffers', setting: String((sharedBuffersMb() * 1024) / 8) },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
