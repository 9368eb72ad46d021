import {
  type CatalogueDetail,
  type ParamField,
  paramFields,
  ResultCode,
  type ViewBookButton,
} from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { companyIs } from '../../platform/tenancy/tenant-scope.ts';
import { type CardContext, type CardRow, cardColumns } from './catalogue-query.ts';
import { type LayoutField, layoutFields } from './content-columns.ts';
import { presentCard } from './present-card.ts';
import { visibleContentFilter } from './visible-content-filter.ts';

interface VisibleContent {
  id: number;
  loginRequired: boolean;
  viewOnline: boolean;
  viewBook: boolean;
  series: string | null;
  param1: string | null;
  param2: string | null;
  param3: string | null;
  param4: string | null;
  param5: string | null;
}

/**
 * The content with this public id if the caller may list it (the reader-access table, in SQL): not
 * found (706) when it is not the service's, not published or not listed to them. The one place a single
 * content is looked up for readers; what they may then do with it is the table's too (its `access`).
 */
export async function findVisibleContent(
  db: Executor,
  context: Pick<CardContext, 'scope' | 'viewer'>,
  elementId: string,
): Promise<VisibleContent> {
  const result = await db.execute<{
    id: string;
    login_required: boolean;
    view_online: boolean;
    enable_view_book: boolean;
    series: string | null;
    param1: string | null;
    param2: string | null;
    param3: string | null;
    param4: string | null;
    param5: string | null;
  }>(sql`select c.id::text as id, c.login_required, c.view_online, c.enable_view_book, c.series, c.param1, c.param2, c.param3, c.param4, c.param5
    from contents c where c.element_id = ${elementId} and ${visibleContentFilter(context.scope, context.viewer)}`);
  const row = result.rows[0];
  if (!row) throw appError(ResultCode.CONTENT_NOT_FOUND);
  const { id, login_required, view_online, enable_view_book, ...fields } = row;
  return {
    id: Number(id),
    loginRequired: login_required,
    viewOnline: view_online,
    viewBook: enable_view_book,
    ...fields,
  };
}

const isParamField = (field: string): field is ParamField =>
  (paramFields as readonly string[]).includes(field);

interface DetailRow extends CardRow {
  description: string | null;
  toc: string | null;
  page_count: number | null;
  printable: 0 | 1 | 2;
  groups: { id: number; name: string; type: 1 | 2 | 3 | 4 | 5 | 6 }[];
  hashtags: { id: number; name: string }[];
  view_book_button: ViewBookButton | null;
}

/** `GET /content/public/detail`: the card, the long fields the layout shows, groups, hashtags, series. */
export async function catalogueDetail(
  db: Database,
  context: CardContext,
  elementId: string,
): Promise<CatalogueDetail> {
  const content = await findVisibleContent(db, context, elementId);
  const result = await db.execute<DetailRow>(sql`
    select ${cardColumns(context)}, c.description, c.toc, c.page_count, c.printable,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'type', g.type) order by g.ordinal, g.id)
        from content_group_contents gm
        join content_groups g on g.company_id = gm.company_id and g.id = gm.content_group_id and g.is_show
        where gm.company_id = c.company_id and gm.content_id = c.id), '[]') as groups,
      coalesce((select json_agg(json_build_object('id', h.id, 'name', h.name) order by h.name)
        from content_hashtags ch join hashtags h on h.company_id = ch.company_id and h.id = ch.hashtag_id
        where ch.company_id = c.company_id and ch.content_id = c.id), '[]') as hashtags,
      (select json_build_object('label', b.label, 'labelTranslations', b.label_translations, 'icon', b.icon,
          'backgroundColor', b.background_color, 'textColor', b.text_color, 'borderColor', b.border_color,
          'width', b.width, 'height', b.height, 'align', b.position)
        from buttons b where b.company_id = c.company_id and b.service_id = ${context.scope.serviceId}
          and b.action_type = 'view_book' order by b.ordinal, b.id limit 1) as view_book_button
    from contents c where ${companyIs('c', context.scope)} and c.id = ${content.id}`);
  const row = result.rows[0];
  if (!row) throw appError(ResultCode.CONTENT_NOT_FOUND);
  const { detailFields, seriesField, paramNames } = context.settings;
  // A param is shown when the layout lists it and the administrator named it (in any language).
  const isShown = (field: LayoutField) =>
    detailFields.has(field) && (!isParamField(field) || Object.keys(paramNames[field] ?? {}).length > 0);
  const shown = <T>(field: LayoutField, value: T): T | null => (isShown(field) ? value : null);
  const card = presentCard(row, context);
  const hidden = Object.fromEntries(
    layoutFields.filter((field) => field !== 'title' && !isShown(field)).map((f) => [f, null]),
  );
  return {
    ...card,
    ...hidden,
    description: shown('description', row.description),
    toc: shown('toc', row.toc),
    pageCount: row.page_count,
    print: row.printable,
    printableContent: row.printable !== 0,
    contentGroups: row.groups,
    contentGroupIds: row.groups.map((g) => g.id),
    hashtags: row.hashtags,
    seriesField,
    seriesValue: content[seriesField],
    viewBookButton: row.view_book_button,
  };
}
