import type { Db } from 'pg-boss';

/**
 * An explicit priority p (the demo catalogue's fill-in is -10) is the band p × BAND; inside its band a
 * job's place in the fair share lowers it by at most BAND - 1, so bands never mix.
 */
const BAND = 100_000;

/**
 * Where a new job of `owner` goes in a fair-share queue: start-time fair queuing, with the job's start
 * tag kept as pg-boss's priority (fetched highest first, then oldest first). The queue's virtual time
 * is the tag being served (the highest tag of a running job, else the lowest waiting one, else 0);
 * a job starts at that time or after the last unfinished job of its owner, whichever is later. So the
 * first job of an owner with nothing queued is claimed right after the running one, whatever backlog
 * another owner has queued, and owners with backlogs take turns. Tags start again at 0 whenever the
 * queue runs empty. The owner and band are kept as pg-boss's group id and tier.
 */
export async function fairSharePlace(
  db: Db,
  schema: string,
  queue: string,
  job: { owner: string; priority: number },
): Promise<{ priority: number; group: { id: string; tier: string } }> {
  const base = job.priority * BAND;
  const tier = String(job.priority);
  const table = `${schema}.job`;
  const tag = `($3::int - priority)`;
  const inBand = `name = $1 and group_tier = $4`;
  const { rows } = await db.executeSql(
    `select
       (select max(${tag}) from ${table} where ${inBand} and state = 'active') as serving,
       (select min(${tag}) from ${table} where ${inBand} and state in ('created', 'retry')) as waiting,
       (select max(${tag}) + 1 from ${table}
         where ${inBand} and group_id = $2 and state in ('created', 'retry', 'active')) as owed`,
    [queue, job.owner, base, tier],
  );
  const row = (rows[0] ?? {}) as { serving: number | null; waiting: number | null; owed: number | null };
  const now = row.serving ?? row.waiting ?? 0;
  const start = Math.min(BAND - 1, Math.max(now, row.owed ?? 0));
  return { priority: base - start, group: { id: job.owner, tier } };
}
