import { apiRoutes, type CatalogueCard, ContentGroupType, type Page } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specialGroupOf } from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { portalAddress, useTenantWorld } from '../../../test/tenant-world.ts';
import { openViewer, patternedBytes, sealedContent } from './viewer-test-support.ts';

const ids: Record<string, { id: number; elementId: string }> = {};
let popular = 0;

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const add = async (key: string) => {
    ids[key] = await sealedContent(app, database.db, world.a, patternedBytes(2000), {
      title: key,
      viewOnline: true,
    });
  };
  await add('hammered');
  await add('liked');
  popular = await specialGroupOf(database.db, world.a, ContentGroupType.POPULAR);
});

/** A visitor's opening, from an address and a browser. */
function openAsVisitor(key: string, agent: string, ip = '127.0.0.1') {
  const { app, world } = harness;
  const address = portalAddress(world.a);
  const search = new URLSearchParams({
    content_id: ids[key]?.elementId ?? '',
    domain: address.domain,
    path: address.path,
  });
  return app.inject({
    method: 'GET',
    url: `/api/v1/content/public/viewer-token?${search}`,
    headers: { host: address.host, 'user-agent': agent },
    remoteAddress: ip,
  });
}

async function viewsOf(key: string): Promise<number> {
  const rows = await harness.database.db.execute<{ views: number }>(
    sql`select coalesce(sum(views), 0)::int as views from content_daily_views where content_id = ${ids[key]?.id ?? 0}`,
  );
  return rows.rows[0]?.views ?? 0;
}

describe('a view is counted once per viewer, content and day', () => {
  it('counts 50 openings of one visitor as one view: they cannot push a book to the top of Popular', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await openAsVisitor('hammered', 'Bot/1.0')).statusCode).toBe(200);
    }
    expect(await viewsOf('hammered')).toBe(1);

    const { app, world } = harness;
    for (const reader of [world.readerA, world.ipUserA]) {
      for (let i = 0; i < 3; i++)
        await openViewer(app, world, { as: reader, query: { content_id: ids.liked?.elementId } });
    }
    for (let i = 0; i < 3; i++) await openAsVisitor('liked', 'Reader/1.0');
    // Another browser, another address: other visitors.
    expect((await openAsVisitor('liked', 'Other/2.0')).statusCode).toBe(200);
    expect((await openAsVisitor('liked', 'Reader/1.0', '10.1.2.3')).statusCode).toBe(200);
    expect(await viewsOf('liked')).toBe(5);

    const page = await callRoute(
      app,
      apiRoutes.cataloguePage,
      { as: null, query: { content_group_id: popular } },
      world,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().data as Page<CatalogueCard>).content[0]?.id).toBe(ids.liked?.elementId);
  });

  it('keeps no visitor address in the database', async () => {
    const rows = await harness.database.db.execute<{ viewer_key: string }>(
      sql`select viewer_key from content_daily_viewers`,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { viewer_key } of rows.rows) {
      expect(viewer_key).not.toContain('127.0.0.1');
      expect(viewer_key).not.toContain('10.1.2.3');
      expect(viewer_key).toMatch(/^(u:\d+|v:[\w-]{22})$/);
    }
  });
});
