import type { ParamNames } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { contentSearchResultSettings } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/**
 * What the demo catalogues' free parameters hold (catalogue-entry.ts): param1 the audience (a course
 * code at Campus), param2 the volume, param3 the language, param4 the format, param5 the publication
 * date. Named in the three interface languages, so the detail pages show them.
 */
export function demoParamNames(servicePath: string): ParamNames {
  return {
    param1:
      servicePath === 'campus'
        ? { en: 'Course', ja: '授業コード', vn: 'Mã học phần' }
        : { en: 'Audience', ja: '対象', vn: 'Đối tượng' },
    param2: { en: 'Volume', ja: '巻', vn: 'Tập' },
    param3: { en: 'Language', ja: '言語', vn: 'Ngôn ngữ' },
    param4: { en: 'Format', ja: '形式', vn: 'Định dạng' },
    param5: { en: 'Published', ja: '発行日', vn: 'Ngày phát hành' },
  };
}

/**
 * How long ago the catalogue's `index`-th book was added: nine days apart, so with the default new
 * period (30 days) the first four books of a catalogue are new and the rest are not.
 */
export const demoPublishedDaysAgo = (index: number) => index * 9;

/**
 * Distinct demo readers of some books over the last days (index in the catalogue → readers): with the
 * default threshold (3 readers in 30 days) the first three are popular; the last, read by two, is not.
 */
export const demoReaders: ReadonlyMap<number, number> = new Map([
  [5, 6],
  [7, 4],
  [1, 3],
  [9, 2],
]);

/** The viewer keys of `count` demo readers, spread over the last days (day 0 is today). */
export const demoViewerKeys = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ viewerKey: `v:demo-reader-${n + 1}`, daysAgo: n % 5 }));

/**
 * The demo's history for one book: its publication date, and for some its readers (one view per reader
 * and day, as the viewer counts them). The processing pipeline keeps a publication date already set.
 */
export async function recordDemoActivity(
  tx: Executor,
  scope: ServiceScope,
  contentId: number,
  index: number,
) {
  const days = demoPublishedDaysAgo(index);
  await tx.execute(sql`
    update contents set published_at = now() - make_interval(days => ${days}::int)
    where ${companyIs('contents', scope)} and id = ${contentId}`);
  const readers = demoViewerKeys(demoReaders.get(index) ?? 0);
  if (readers.length === 0) return;
  const day = (daysAgo: number) => sql`(now() at time zone 'utc')::date - ${daysAgo}::int`;
  for (const { viewerKey, daysAgo } of readers) {
    await tx.execute(sql`
      insert into content_daily_viewers (company_id, content_id, day, viewer_key)
      values (${scope.companyId}, ${contentId}, ${day(daysAgo)}, ${viewerKey})`);
    await tx.execute(sql`
      insert into content_daily_views (company_id, content_id, day, views)
      values (${scope.companyId}, ${contentId}, ${day(daysAgo)}, 1)
      on conflict (company_id, content_id, day) do update set views = content_daily_views.views + 1`);
  }
}

/** Names the free parameters in the service's result setting. */
export async function nameDemoParams(tx: Executor, scope: ServiceScope, servicePath: string) {
  await tx
    .update(contentSearchResultSettings)
    .set({ paramNames: demoParamNames(servicePath) })
    .where(inService(contentSearchResultSettings, scope));
}
