import { ContentGroupType, SearchableField, SearchOperation } from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import { bigintArray } from '../catalogue/catalogue-query.ts';
import {
  isCaseless,
  likeLiteral,
  type SearchRange,
  spellingsOf,
  yearOf,
  yearValueOf,
} from './parameter-values.ts';

/**
 * THE content columns (alias `c`) a search box may name; only these names ever reach SQL text. The
 * text columns a parameter search compares as text, and the params that may hold `YYYY/MM/DD` dates.
 */
const textColumnOf: Partial<Record<SearchableField, string>> = {
  [SearchableField.TITLE]: 'c.title',
  [SearchableField.AUTHOR]: 'c.author',
  [SearchableField.DISTRIBUTOR_NAME]: 'c.distributor_name',
  [SearchableField.DESCRIPTION]: 'c.description',
  [SearchableField.TOC]: 'c.toc',
  [SearchableField.KEYWORDS]: 'c.keywords',
  [SearchableField.SERIES]: 'c.series',
  [SearchableField.CONTENT_CODE]: 'c.content_code',
  [SearchableField.PARAM1]: 'c.param1',
  [SearchableField.PARAM2]: 'c.param2',
  [SearchableField.PARAM3]: 'c.param3',
  [SearchableField.PARAM4]: 'c.param4',
  [SearchableField.PARAM5]: 'c.param5',
};

/**
 * The time zone a day of the upload date is counted in: Japan's, where the product's tenants are
 * (companies carry no time zone of their own; a visitor has none either).
 */
export const SEARCH_TIME_ZONE = 'Asia/Tokyo';

/** The parts joined by OR, or null when there are none. */
export const anyOf = (parts: SQL[]): SQL | null =>
  parts.length === 0 ? null : parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;

const textColumns = (fields: readonly SearchableField[]) =>
  fields.flatMap((field) => {
    const column = textColumnOf[field];
    return column ? [column] : [];
  });

/** The column matches the LIKE pattern made of `text`, case-insensitively (a LIKE when `text` has no case). */
const likeMatch = (column: string, text: string, pattern: string): SQL =>
  isCaseless(text) ? sql`${sql.raw(column)} like ${pattern}` : sql`${sql.raw(column)} ilike ${pattern}`;

/** Any text field holds the value (case- and width-insensitive; `%`, `_`, `\` taken literally). */
export function containsCondition(fields: readonly SearchableField[], value: string): SQL {
  const spellings = spellingsOf(value);
  const parts = textColumns(fields).flatMap((column) =>
    spellings.map((spelling) => likeMatch(column, spelling, `%${likeLiteral(spelling)}%`)),
  );
  return anyOf(parts) ?? sql`false`;
}

/**
 * Any field equals the value: text case- and width-insensitively (an ILIKE without wildcards, which
 * the trigram index serves), the year as a number (a value that is not one matches no year).
 */
export function equalsCondition(fields: readonly SearchableField[], value: string): SQL {
  const spellings = spellingsOf(value);
  const parts = textColumns(fields).flatMap((column) =>
    spellings.map((spelling) => likeMatch(column, spelling, likeLiteral(spelling))),
  );
  const year = yearValueOf(value);
  if (fields.includes(SearchableField.YEAR) && year !== undefined) parts.push(sql`c.year = ${year}`);
  return anyOf(parts) ?? sql`false`;
}

/**
 * A choice box's values in its fields: any field equals any value, case-insensitively (the values are
 * the administrator's spelling), the year as a number. A param is compared as `lower(param) in (…)`,
 * which its `(company_id, service_id, lower(param))` btree serves; other text fields as an ILIKE without
 * wildcards (the same comparison: PostgreSQL's ILIKE lowers both sides), which the trigram index serves.
 */
export function choiceCondition(fields: readonly SearchableField[], values: readonly string[]): SQL {
  const parts: SQL[] = [];
  for (const column of textColumns(fields)) {
    if (column.startsWith('c.param')) {
      const lowered = sql.join(
        values.map((value) => sql`lower(${value})`),
        sql`, `,
      );
      parts.push(sql`lower(${sql.raw(column)}) in (${lowered})`);
    } else {
      parts.push(...values.map((value) => likeMatch(column, value, likeLiteral(value))));
    }
  }
  const years = values.map(yearValueOf).filter((year): year is number => year !== undefined);
  if (fields.includes(SearchableField.YEAR) && years.length) {
    parts.push(
      sql`c.year in (${sql.join(
        years.map((year) => sql`${year}`),
        sql`, `,
      )})`,
    );
  }
  return anyOf(parts) ?? sql`false`;
}

/** `YYYY/MM/DD` text: between two such days in text order, only digits fit the shape. */
const DAY_SHAPE = '____/__/__';

/**
 * Inside the range, both ends included: the upload date by the day it fell on in Japan, params holding
 * a `YYYY/MM/DD` date (text of another shape never matches), and for a year range the year field by
 * the years of its ends.
 */
export function rangeCondition(
  fields: readonly SearchableField[],
  range: SearchRange,
  operation: SearchOperation,
): SQL {
  const { from, to } = range;
  const parts: SQL[] = [];
  for (const field of fields) {
    if (field === SearchableField.UPLOADED_AT) {
      const ends = [
        from && sql`c.uploaded_at >= (${from}::date::timestamp at time zone ${SEARCH_TIME_ZONE})`,
        to && sql`c.uploaded_at < ((${to}::date + 1)::timestamp at time zone ${SEARCH_TIME_ZONE})`,
      ].filter((end): end is SQL => Boolean(end));
      parts.push(sql`(${sql.join(ends, sql` and `)})`);
    } else if (field === SearchableField.YEAR && operation === SearchOperation.YEAR_RANGE) {
      const ends = [from && sql`c.year >= ${yearOf(from)}`, to && sql`c.year <= ${yearOf(to)}`].filter(
        (end): end is SQL => Boolean(end),
      );
      parts.push(sql`(${sql.join(ends, sql` and `)})`);
    } else if (field.startsWith('param')) {
      const column = sql.raw(textColumnOf[field] as string);
      // The ends are digits and slashes, which lower() leaves alone and which sort apart from letters, so
      // `lower(param)` inside the range follows from `param` inside it: that copy lets the param's
      // `lower(param)` btree serve the range. The shape check (a LIKE, not a regular expression) last.
      const ends = [
        from && sql`lower(${column}) >= ${from}`,
        to && sql`lower(${column}) <= ${to}`,
        from && sql`${column} >= ${from}`,
        to && sql`${column} <= ${to}`,
        sql`${column} like ${DAY_SHAPE}`,
      ].filter((end): end is SQL => Boolean(end));
      parts.push(sql`(${sql.join(ends, sql` and `)})`);
    }
  }
  return anyOf(parts) ?? sql`false`;
}

/** How a content belongs to a group of a choice box (the catalogue's groups: members, or computed). */
export type GroupMembership =
  | { type: typeof ContentGroupType.NORMAL | typeof ContentGroupType.RECOMMEND; id: number }
  | { type: typeof ContentGroupType.NEW; days: number }
  | { type: typeof ContentGroupType.POPULAR; ids: readonly number[] }
  | { type: typeof ContentGroupType.FAVORITE | typeof ContentGroupType.RECENTLY; userId: number };

/** In any of the groups: members of stored groups, new by publication, popular by the ranking, personal lists. */
export function groupCondition(groups: readonly GroupMembership[]): SQL | null {
  const memberIds: number[] = [];
  const parts: SQL[] = [];
  for (const group of groups) {
    switch (group.type) {
      case ContentGroupType.NEW:
        parts.push(sql`coalesce(c.published_at > now() - make_interval(days => ${group.days}::int), false)`);
        break;
      case ContentGroupType.POPULAR:
        parts.push(group.ids.length ? sql`c.id = any(${bigintArray(group.ids)})` : sql`false`);
        break;
      case ContentGroupType.FAVORITE:
        parts.push(
          sql`exists (select 1 from favourites f where f.company_id = c.company_id and f.user_id = ${group.userId} and f.content_id = c.id)`,
        );
        break;
      case ContentGroupType.RECENTLY:
        parts.push(
          sql`exists (select 1 from reading_history h where h.company_id = c.company_id and h.user_id = ${group.userId} and h.content_id = c.id)`,
        );
        break;
      default:
        memberIds.push(group.id);
    }
  }
  if (memberIds.length) {
    parts.push(
      sql`exists (select 1 from content_group_contents m where m.company_id = c.company_id and m.content_id = c.id and m.content_group_id = any(${bigintArray(memberIds)}))`,
    );
  }
  return anyOf(parts);
}
