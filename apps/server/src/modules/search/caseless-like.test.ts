import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { isCaseless } from './parameter-values.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('LIKE instead of ILIKE for text without case', () => {
  it('takes kana, Han, digits, punctuation and spaces, and nothing with case', () => {
    for (const text of [
      'アメ',
      'さくら',
      'ｻｸﾗ',
      'ラーメン',
      '東京物語　２９９',
      '1984',
      '第1巻',
      '「本」',
      '',
    ])
      expect(isCaseless(text), text).toBe(true);
    for (const text of ['ame', 'アメa', 'ＡＢ', 'Ⅻ', 'Ⓐ', 'ß', 'Ω', 'i\u0307', 'ǅ', 'アメ😀'])
      expect(isCaseless(text), text).toBe(false);
  });

  it('finds what ILIKE finds: PostgreSQL lowers no character into, or out of, caseless text', async () => {
    // ILIKE compares lower(value) with lower(pattern); LIKE agrees with it for a caseless pattern unless
    // some character lowers to a caseless one, or a caseless one lowers to something else.
    const changed = await database.db.execute<{ code: number; lowered: string }>(sql`
      select i as code, lower(chr(i)) as lowered from generate_series(1, 1114111) i
      where i not between 55296 and 57343 and lower(chr(i)) <> chr(i)`);
    expect(changed.rows.length).toBeGreaterThan(1000);
    const wrong = changed.rows.filter(
      ({ code, lowered }) =>
        isCaseless(String.fromCodePoint(code)) || [...lowered].some((character) => isCaseless(character)),
    );
    expect(wrong).toEqual([]);
  });

  it('matches the same rows as ILIKE for caseless patterns', async () => {
    const rows = await database.db.execute<{
      value: string;
      pattern: string;
      like: boolean;
      ilike: boolean;
    }>(sql`
      select v as value, p as pattern, v like p as like, v ilike p as ilike
      from unnest(array['アメリカ', 'あめ', 'ｱﾒﾘｶ', 'AMEアメ', '第１巻', '第1巻', 'İアメ']) v,
        unnest(array['%アメ%', '%第1%', '%１%', 'アメ%']) p`);
    expect(rows.rows.length).toBe(28);
    for (const row of rows.rows) expect(row.like, `${row.value} / ${row.pattern}`).toBe(row.ilike);
  });
});
