import {
  CsvImportStatus,
  ReaderImportOutcome,
  type ReaderImportRun,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminGet } from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, mailOutbox, userGroupMembers, userGroups, users } from '../../db/schema/index.ts';
import { systemClock } from '../../platform/clock.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { csvText, importAndWait, previewOf } from './reader-import.test-kit.ts';
import { startRun } from './reader-import-run-repository.ts';
import { importReadersHandler } from './run-reader-import.ts';

const harness = useTenantWorld();

const rowsOf = async (runId: number, outcome: string) => {
  const { app, world } = harness;
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/reader-import/${runId}/rows?outcome=${outcome}&size=100`,
    headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
  });
  return answer.json().data.content as {
    row: number;
    problems: { code: number; column: string | null; message: string; row: number }[];
  }[];
};

describe('the readers import writes each batch together and each row exactly', () => {
  it('refuses only the row whose username another account took as its batch was inserted', async () => {
    const { app, world, database } = harness;
    const preview = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['email', 'username', 'fullName'],
          ['race-1@example.com', 'race_one', 'Race One'],
          ['race-2@example.com', 'race_two', 'Race Two'],
          ['race-3@example.com', 'race_three', 'Race Three'],
        ]),
      ),
    );
    expect(preview.run.counts.create).toBe(3);
    // An account with row 3's username appears at the very moment the batch inserts its readers, after
    // the rows were decided. (A sign-up cannot do that for real: its foreign key holds the company's row,
    // so the import's lock waits for it and the new decision sees it; a trigger stands in for it.)
    await database.db.execute(sql`
      create function take_race_two() returns trigger language plpgsql as $$
      begin
        if new.email = 'race-2@example.com' then
          insert into users (company_id, role_level, email, username, full_name)
          values (new.company_id, new.role_level, 'someone-else@example.com', 'race_two', 'Someone Else');
        end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger take_race_two before insert on users
      for each row execute function take_race_two()`);
    try {
      const started = await app.inject({
        method: 'POST',
        url: `/api/v1/reader-import/${preview.run.id}/import`,
        headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
      });
      expect(started.statusCode, started.body).toBe(200);
      await waitForJobs(database.db, 60_000);
    } finally {
      await database.db.execute(sql`drop trigger take_race_two on users`);
      await database.db.execute(sql`drop function take_race_two()`);
    }
    const run = (
      await adminGet<ReaderImportRun>(app, world.companyAdminA, `/api/v1/reader-import/${preview.run.id}`)
    ).data;
    expect(run).toMatchObject({
      status: CsvImportStatus.SUCCEEDED,
      doneRows: 3,
      counts: { created: 2, refused: 1 },
    });
    const refused = await rowsOf(preview.run.id, ReaderImportOutcome.REFUSED);
    expect(refused.map((row) => [row.row, row.problems.map((p) => [p.column, p.code])])).toEqual([
      [3, [['username', ResultCode.USERNAME_DUPLICATED]]],
    ]);
    const written = await database.db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, 'race-%'));
    expect(written.map((row) => row.email).sort()).toEqual(['race-1@example.com', 'race-3@example.com']);
    const mails = await database.db.select().from(mailOutbox).where(like(mailOutbox.to, 'race-%'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['race-1@example.com', 'race-3@example.com']);
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'reader.import.add'), like(sql`${auditEvents.after}->>'email'`, 'race-%')),
      );
    expect(audits).toHaveLength(2);
    expect(audits.every((audit) => audit.after?.invitationSent === true)).toBe(true);
  });

  it('refuses a row the database refuses on its own and writes the rest of its batch', async () => {
    const { app, world, database } = harness;
    // A database refusal no rule foresees, on one reader of the first batch of 200.
    await database.db.execute(sql`
      create function refuse_exploding_reader() returns trigger language plpgsql as $$
      begin
        if new.email = 'explode@example.com' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger refuse_exploding_reader before insert on users
      for each row execute function refuse_exploding_reader()`);
    try {
      const records = [['email', 'fullName']];
      for (let n = 1; n <= 250; n++)
        records.push([n === 100 ? 'explode@example.com' : `batch-${n}@example.com`, `Batch ${n}`]);
      const preview = await previewOf(app, world.companyAdminA, Buffer.from(csvText(records)));
      expect(preview.run.counts.create).toBe(250);
      const run = await importAndWait(app, world.companyAdminA, preview.run.id);
      expect(run).toMatchObject({ status: 'succeeded', doneRows: 250, counts: { created: 249, refused: 1 } });
      const emails = ['batch-1@example.com', 'batch-99@example.com', 'batch-101@example.com'];
      const written = await database.db.select().from(users).where(inArray(users.email, emails));
      expect(written).toHaveLength(3);
      const mails = await database.db.select().from(mailOutbox).where(like(mailOutbox.to, 'batch-%'));
      expect(mails).toHaveLength(249);
      const refused = await rowsOf(preview.run.id, ReaderImportOutcome.REFUSED);
      expect(refused.map((row) => [row.row, row.problems])).toEqual([
        [
          101,
          [
            {
              row: 101,
              column: null,
              code: ResultCode.INTERNAL_SERVER_ERROR,
              message: 'readerImport.rule.batchFailed',
            },
          ],
        ],
      ]);
    } finally {
      await database.db.execute(sql`drop trigger refuse_exploding_reader on users`);
      await database.db.execute(sql`drop function refuse_exploding_reader()`);
    }
  });
  it('puts the new readers of a batch in the groups their rows name, as their primary group', async () => {
    const { app, world, database } = harness;
    const [group] = await database.db
      .insert(userGroups)
      .values({ companyId: world.a.company.id, name: 'Batch class', authMethod: 1, maxUsers: 2 })
      .returning();
    const id = String(group?.id);
    const preview = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['email', 'fullName', 'userGroupId'],
          ['grouped-1@example.com', 'Grouped One', id],
          ['grouped-2@example.com', 'Grouped Two', id],
          ['grouped-3@example.com', 'Grouped Three', id],
        ]),
      ),
    );
    expect(preview.run.counts).toMatchObject({ create: 2, refused: 1 });
    const run = await importAndWait(app, world.companyAdminA, preview.run.id);
    expect(run.counts).toMatchObject({ created: 2, refused: 1 });
    const members = await database.db
      .select({ email: users.email, primary: users.userGroupId })
      .from(userGroupMembers)
      .innerJoin(users, eq(users.id, userGroupMembers.userId))
      .where(eq(userGroupMembers.userGroupId, group?.id ?? 0));
    expect(members.sort((x, y) => String(x.email).localeCompare(String(y.email)))).toEqual([
      { email: 'grouped-1@example.com', primary: group?.id },
      { email: 'grouped-2@example.com', primary: group?.id },
    ]);
  });
  it('goes on after the last batch written when an attempt stops half-way, writing no reader twice', async () => {
    const { app, world, database } = harness;
    const records = [['email', 'fullName']];
    for (let n = 1; n <= 450; n++) records.push([`resumed-${n}@example.com`, `Resumed ${n}`]);
    const preview = await previewOf(app, world.companyAdminA, Buffer.from(csvText(records)));
    const scope = companyScope(world.a.company.id);
    await database.db.transaction((tx) => startRun(tx, scope, preview.run.id, 0));
    const { db, jobs, clock, config } = app.deps;
    const handler = importReadersHandler({
      db,
      jobs,
      clock: clock ?? systemClock,
      publicUrl: config.publicUrl,
    });
    const who = {
      userId: world.companyAdminA.user.id,
      role: RoleLevel.COMPANY_ADMIN,
      companyId: scope.companyId,
      ip: '127.0.0.1',
    };
    const payload = { companyId: scope.companyId, runId: preview.run.id, who: { ...who, userAgent: null } };
    // The first attempt's process stops once its first batch is written: the check before the second
    // batch finds its signal aborted, as a worker shutting down would leave it.
    let checks = 0;
    const stopping = {
      get aborted() {
        checks += 1;
        return checks > 1;
      },
    } as AbortSignal;
    const attempt = { jobId: 'first', attempt: 1, lastAttempt: false, signal: stopping };
    await expect(handler.run(payload, attempt)).rejects.toThrow('aborted');
    const halfway = await adminGet<ReaderImportRun>(
      app,
      world.companyAdminA,
      `/api/v1/reader-import/${preview.run.id}`,
    );
    expect(halfway.data).toMatchObject({
      status: 'running',
      doneRows: 200,
      counts: { created: 200, create: 250 },
    });
    const retry = { jobId: 'first', attempt: 2, lastAttempt: false, signal: new AbortController().signal };
    await handler.run(payload, retry);
    const run = await adminGet<ReaderImportRun>(
      app,
      world.companyAdminA,
      `/api/v1/reader-import/${preview.run.id}`,
    );
    expect(run.data).toMatchObject({
      status: 'succeeded',
      doneRows: 450,
      counts: { created: 450, create: 0 },
    });
    const readers = await database.db.select().from(users).where(like(users.email, 'resumed-%'));
    expect(readers).toHaveLength(450);
    const mails = await database.db.select().from(mailOutbox).where(like(mailOutbox.to, 'resumed-%'));
    expect(mails).toHaveLength(450);
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'reader.import.add'),
          like(sql`${auditEvents.after}->>'email'`, 'resumed-%'),
        ),
      );
    expect(audits).toHaveLength(450);
  });
});
