import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { writeContentWords } from './full-text-index.ts';
import { contentVectorOf, pageVectorsOf } from './full-text-vector.ts';

const BATCH = 200;

type PageKey = {
  company_id: string;
  content_id: string;
  page_no: number;
};

/**
 * Writes the full-text vectors of rows that have none (contents and pages stored before the search
 * index existed, or written straight by SQL), a batch at a time, so it never holds a request up. Run
 * once at start by the worker process; with nothing left it is one index probe. A row written meanwhile
 * by the processing job or a metadata change already has its vector and is left as it is.
 */
export async function backfillFullTextAcrossTenants(
  db: Executor,
  signal?: AbortSignal,
): Promise<{ contents: number; pages: number }> {
  let contentCount = 0;
  for (let lastId = 0; !signal?.aborted; ) {
    const rows = (
      await db.execute<Record<string, string | null> & { id: string }>(sql`
        select id, title, author, distributor_name, keywords, description, toc, series,
          param1, param2, param3, param4, param5
        from contents where id > ${lastId} and search_vector is null order by id limit ${BATCH}`)
    ).rows;
    if (rows.length === 0) break;
    const values = rows.map((row) => ({
      id: row.id,
      v: contentVectorOf({
        title: row.title ?? '',
        author: row.author ?? null,
        distributorName: row.distributor_name ?? null,
        keywords: row.keywords ?? null,
        description: row.description ?? null,
        toc: row.toc ?? null,
        series: row.series ?? null,
        param1: row.param1 ?? null,
        param2: row.param2 ?? null,
        param3: row.param3 ?? null,
        param4: row.param4 ?? null,
        param5: row.param5 ?? null,
      }),
    }));
    await db.execute(sql`
      update contents c set search_vector = x.v::tsvector
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id bigint, v text)
      where c.id = x.id and c.search_vector is null`);
    contentCount += rows.length;
    lastId = Number(rows[rows.length - 1]?.id);
  }
  let pageCount = 0;
  let after: PageKey = { company_id: '0', content_id: '0', page_no: 0 };
  while (!signal?.aborted) {
    const rows = (
      await db.execute<PageKey & { text: string }>(sql`
        select company_id, content_id, page_no, text from content_pages
        where (search_vector is null or phrase_vector is null)
          and (company_id, content_id, page_no) > (${after.company_id}::bigint, ${after.content_id}::bigint, ${after.page_no}::int)
        order by company_id, content_id, page_no limit ${BATCH}`)
    ).rows;
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const vectors = pageVectorsOf(row.text);
      return { c: row.company_id, i: row.content_id, n: row.page_no, v: vectors.words, p: vectors.pairs };
    });
    await db.execute(sql`
      update content_pages p set search_vector = x.v::tsvector, phrase_vector = x.p::tsvector
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(c bigint, i bigint, n int, v text, p text)
      where p.company_id = x.c and p.content_id = x.i and p.page_no = x.n
        and (p.search_vector is null or p.phrase_vector is null)`);
    pageCount += rows.length;
    after = rows[rows.length - 1] as PageKey;
    // A content's words row is written once all its pages have their vectors (its last batch).
    for (const companyId of new Set(rows.map((row) => row.company_id)))
      await writeContentWords(db, companyScope(Number(companyId)), [
        ...new Set(rows.filter((row) => row.company_id === companyId).map((row) => Number(row.content_id))),
      ]);
  }
  return { contents: contentCount, pages: pageCount };
}
