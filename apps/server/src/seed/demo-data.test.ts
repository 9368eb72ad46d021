import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountStatus, RoleLevel, SearchOperation, SearchTabType, SortFieldType } from '@hondana/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  bannerSlides,
  companies,
  contentGroups,
  footerLinks,
  layoutSettings,
  searchBoxContentGroups,
  searchBoxes,
  searchTabs,
  services,
  sortFields,
  userGroupIpRanges,
  users,
} from '../db/schema/index.ts';
import { clientPasswordHash, verifyClientPasswordHash } from '../platform/crypto/passwords.ts';
import { FilesystemStorage } from '../platform/storage/filesystem-storage.ts';
import { demoAccounts } from './demo-accounts.ts';
import { loadDemoDataOnce, removeDemoData } from './demo-data.ts';

let database: TestDatabase;
let storageDir: string;
let storage: FilesystemStorage;
const config = { publicUrl: 'http://localhost:3000' };

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-seed-'));
  storage = new FilesystemStorage(storageDir);
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const counted = {
  companies,
  services,
  users,
  layoutSettings,
  footerLinks,
  bannerSlides,
  contentGroups,
  userGroupIpRanges,
  searchTabs,
  searchBoxes,
  searchBoxContentGroups,
  sortFields,
};

async function counts(): Promise<Record<keyof typeof counted, number>> {
  const entries = await Promise.all(
    Object.entries(counted).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof counted, number>;
}

describe('demo data', () => {
  it('creates the five tenants, the system admin and the accounts README promises', async () => {
    const result = await loadDemoDataOnce({ db: database.db, storage, config });
    expect(result.created).toBe(5);
    const rows = await database.db.select().from(companies).orderBy(companies.id);
    expect(rows.map((c) => [c.name, c.accountType, c.domainType, c.domain, c.defaultLanguage])).toEqual([
      ['Demo Library', 'ALL', 'PATH', 'localhost', 'ja'],
      ['Open Shelf', 'OPEN', 'PATH', 'localhost', 'vn'],
      ['Campus', 'USERNAME', 'PATH', 'localhost', 'vn'],
      ['Books Domain', 'EMAIL', 'FULL_DOMAIN', 'books.localhost', 'vn'],
      ['Edu Campus', 'EXTERNAL_ID', 'PATH', 'localhost', 'ja'],
    ]);
    const paths = await database.db.select({ path: services.path }).from(services).orderBy(services.id);
    expect(paths.map((p) => p.path)).toEqual(['demo', 'open', 'campus', 'books', 'edu']);
    expect(await counts()).toMatchObject({
      companies: 5,
      services: 5,
      users: 12,
      layoutSettings: 5,
      bannerSlides: 3,
      userGroupIpRanges: 1,
    });
  });

  it('gives every demo account the documented password', async () => {
    for (const account of demoAccounts) {
      const login = account.login.split(' ')[0] ?? '';
      const [user] = await database.db
        .select()
        .from(users)
        .where(login.includes('@') ? eq(users.email, login) : eq(users.username, login));
      expect(user, login).toBeDefined();
      expect(
        await verifyClientPasswordHash(user?.passwordHash ?? '', clientPasswordHash(account.password)),
        login,
      ).toBe(true);
      expect(
        await verifyClientPasswordHash(user?.passwordHash ?? '', clientPasswordHash('wrong')),
        login,
      ).toBe(false);
    }
    const [stopped] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'stopped@demo.hondana.test'));
    expect(stopped?.accountStatus).toBe(AccountStatus.STOP);
    const [reader] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'reader@demo.hondana.test'));
    expect(reader?.username).toBe('reader01');
    const [sysadmin] = await database.db
      .select()
      .from(users)
      .where(and(isNull(users.companyId), eq(users.roleLevel, RoleLevel.SYSTEM_ADMIN)));
    expect(sysadmin?.email).toBe('sysadmin@hondana.test');
  });

  it('stores the branding images it refers to', async () => {
    const [demo] = await database.db.select().from(companies).where(eq(companies.name, 'Demo Library'));
    expect(demo?.logoUrl).toMatch(/^\/api\/v1\/public-assets\/\d+\/logo\/logo\.svg\?v=[0-9a-f]{16}$/);
    const key = `companies/${demo?.id}/public/logo/logo.svg`;
    expect(await storage.size(key)).toBeGreaterThan(100);
  });

  it('gives every tenant a search page: a full-text tab and a parameter tab with every operation', async () => {
    const rows = await database.db.select().from(services).orderBy(services.id);
    for (const service of rows) {
      const scope = and(eq(searchTabs.companyId, service.companyId), eq(searchTabs.serviceId, service.id));
      const tabs = await database.db.select().from(searchTabs).where(scope).orderBy(asc(searchTabs.ordinal));
      expect(
        tabs.map((t) => t.type),
        service.path,
      ).toEqual([SearchTabType.FULL_TEXT, SearchTabType.PARAM]);
      const boxes = await database.db.select().from(searchBoxes).where(eq(searchBoxes.serviceId, service.id));
      const of = (tabId: number | undefined) => boxes.filter((b) => b.tabId === tabId);
      expect(of(tabs[0]?.id).map((b) => b.searchType)).toEqual([SearchTabType.FULL_TEXT]);
      expect(new Set(of(tabs[1]?.id).map((b) => b.operation)), service.path).toEqual(
        new Set(Object.values(SearchOperation)),
      );
      const offered = await database.db
        .select({ group: contentGroups })
        .from(searchBoxContentGroups)
        .innerJoin(contentGroups, eq(contentGroups.id, searchBoxContentGroups.contentGroupId))
        .where(eq(contentGroups.serviceId, service.id));
      expect(offered.length, service.path).toBeGreaterThan(0);
      const [sorts] = await database.db
        .select({ n: count() })
        .from(sortFields)
        .where(and(eq(sortFields.serviceId, service.id), eq(sortFields.type, SortFieldType.SEARCH_RESULT)));
      expect(sorts?.n, service.path).toBe(3);
    }
  });

  it('gives a tenant created before search pages existed its search page on the next load', async () => {
    const [demo] = await database.db.select().from(services).where(eq(services.path, 'demo'));
    await database.db.delete(searchTabs).where(eq(searchTabs.serviceId, demo?.id ?? 0));
    await loadDemoDataOnce({ db: database.db, storage, config });
    const tabs = await database.db
      .select()
      .from(searchTabs)
      .where(eq(searchTabs.serviceId, demo?.id ?? 0));
    expect(tabs.map((t) => t.title).sort()).toEqual(['本文から探す', '詳細検索'].sort());
  });

  it('changes nothing when loaded again', async () => {
    const before = await counts();
    const again = await loadDemoDataOnce({ db: database.db, storage, config });
    expect(again.created).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('can be removed and recreated (npm run seed -- --reset)', async () => {
    const before = await counts();
    await removeDemoData(database.db);
    expect(await counts()).toMatchObject({
      companies: 0,
      services: 0,
      users: 0,
      layoutSettings: 0,
      footerLinks: 0,
    });
    const result = await loadDemoDataOnce({ db: database.db, storage, config });
    expect(result.created).toBe(5);
    expect(await counts()).toEqual(before);
  });
});
