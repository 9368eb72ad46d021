import { CsvImportStatus, ResultCode, readerImportRunSchema } from '@hondana/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, csvImportRuns, mailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { csvText, importAndWait, previewOf } from './reader-import.test-kit.ts';

let runToStart = 0;
let runToRead = 0;
const harness = useTenantWorld({}, async ({ app, world }) => {
  const file = (email: string) =>
    Buffer.from(
      csvText([
        ['email', 'fullName'],
        [email, 'Standard Reader'],
      ]),
    );
  runToStart = (await previewOf(app, world.companyAdminA, file('standard-start@example.com'))).run.id;
  runToRead = (await previewOf(app, world.companyAdminA, file('standard-read@example.com'))).run.id;
});

const readerByEmail = async (email: string) => {
  const [row] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe('POST /reader-import/{id}/import', () => {
  it('creates and updates readers, invites each new one by mail, audits every reader, and marks the rows', async () => {
    const { app, world, database } = harness;
    const existing = world.readerA.user.email ?? '';
    const preview = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['email', 'fullName', 'lang', 'status', 'param1'],
          ['invited-1@example.com', 'Invited One', 'ja', 'allow', 'class 1'],
          ['stopped-1@example.com', 'Stopped One', '', 'stop', ''],
          [existing, 'Reader A Renamed', '', '', 'class 2'],
          ['bad address', 'Refused', '', '', ''],
        ]),
      ),
    );
    expect(preview.run.counts).toMatchObject({ create: 2, update: 1, refused: 1 });
    const run = await importAndWait(app, world.companyAdminA, preview.run.id);
    expect(readerImportRunSchema.parse(run)).toMatchObject({
      status: CsvImportStatus.SUCCEEDED,
      totalRows: 4,
      doneRows: 4,
      counts: { create: 0, update: 0, created: 2, updated: 1, refused: 1 },
    });
    const invited = await readerByEmail('invited-1@example.com');
    expect(invited).toMatchObject({
      fullName: 'Invited One',
      lang: 'ja',
      param1: 'class 1',
      passwordHash: null,
    });
    expect(await readerByEmail(existing)).toMatchObject({ fullName: 'Reader A Renamed', param1: 'class 2' });
    // A stopped reader cannot sign in: no invitation for it; the allowed one gets its link in the outbox.
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['invited-1@example.com', 'stopped-1@example.com']));
    expect(mails.map((mail) => mail.to)).toEqual(['invited-1@example.com']);
    expect(mails[0]?.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]+&invitation=1/);
    const [token] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, invited?.id ?? 0));
    expect(token?.usedAt).toBeNull();
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), like(auditEvents.action, 'reader.import.%')));
    expect(audits.map((a) => [a.action, a.actorUserId]).sort()).toEqual([
      ['reader.import.add', world.companyAdminA.user.id],
      ['reader.import.add', world.companyAdminA.user.id],
      ['reader.import.update', world.companyAdminA.user.id],
    ]);
    const rows = await app.inject({
      method: 'GET',
      url: `/api/v1/reader-import/${preview.run.id}/rows?outcome=created`,
      headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
    });
    expect(rows.json().data.totalElements).toBe(2);
  });

  it('refuses a second start of the same run (778) and any start while another import runs (746)', async () => {
    const { app, world, database } = harness;
    const file = (email: string) =>
      Buffer.from(
        csvText([
          ['email', 'fullName'],
          [email, 'Once'],
        ]),
      );
    const first = await previewOf(app, world.companyAdminB, file('once@example.com'));
    await importAndWait(app, world.companyAdminB, first.run.id);
    const start = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/reader-import/${id}/import`,
        headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminB.token },
      });
    const again = await start(first.run.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: ResultCode.CSV_IMPORT_ALREADY_STARTED });

    const [running] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: world.b.company.id,
        kind: 'contents',
        fileName: 'slow.csv',
        serviceId: world.b.service.id,
      })
      .returning();
    const second = await previewOf(app, world.companyAdminB, file('second@example.com'));
    const refused = await start(second.run.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: ResultCode.CSV_IMPORT_RUNNING });
    expect(await readerByEmail('second@example.com')).toBeUndefined();
    await database.db
      .update(csvImportRuns)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(csvImportRuns.id, running?.id ?? 0));
    const later = await importAndWait(app, world.companyAdminB, second.run.id);
    expect(later.counts.created).toBe(1);
  });

  it('decides the rows again when it writes them: a reader added since the preview is updated, not added twice', async () => {
    const { app, world } = harness;
    const file = Buffer.from(
      csvText([
        ['email', 'fullName'],
        ['raced@example.com', 'From the file'],
      ]),
    );
    const preview = await previewOf(app, world.companyAdminA, file);
    expect(preview.run.counts.create).toBe(1);
    const other = await previewOf(app, world.companyAdminA, file);
    await importAndWait(app, world.companyAdminA, other.run.id);
    const run = await importAndWait(app, world.companyAdminA, preview.run.id);
    expect(run.counts).toMatchObject({ created: 0, updated: 1 });
    const rows = await harness.database.db.select().from(users).where(eq(users.email, 'raced@example.com'));
    expect(rows).toHaveLength(1);
  });

  endpointTests('readerImportStart', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: runToStart },
      check: (data) => expect(data).toMatchObject({ id: runToStart, status: 'running', totalRows: 1 }),
    }),
    badInput: (world) => ({ as: world.companyAdminA, params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.companyAdminB,
      at: world.b,
      params: { id: runToStart },
      code: ResultCode.NOT_FOUND,
    }),
  });
});

describe('GET /reader-import/{id}', () => {
  endpointTests('readerImportDetail', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: runToRead },
      check: (data) =>
        expect(data).toMatchObject({
          id: runToRead,
          status: 'previewed',
          counts: { create: 1 },
          doneRows: 0,
        }),
    }),
    badInput: (world) => ({ as: world.companyAdminA, params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.companyAdminB,
      at: world.b,
      params: { id: runToRead },
      code: ResultCode.NOT_FOUND,
    }),
  });

  it("lets a system admin read any company's run", async () => {
    const { app, world } = harness;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/reader-import/${runToRead}`,
      headers: { host: 'localhost:3000', 'x-access-token': world.systemAdmin.token },
    });
    expect(response.json().data).toMatchObject({ id: runToRead, companyId: world.a.company.id });
  });
});
