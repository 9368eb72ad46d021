import { sql } from 'drizzle-orm';
import { writeContentWords } from '../apps/server/src/modules/search/full-text-index.ts';
import { pageVectorsOf, vectorOf } from '../apps/server/src/modules/search/full-text-vector.ts';
import type { Database } from '../apps/server/src/platform/database/connection.ts';
import { companyScope } from '../apps/server/src/platform/tenancy/tenant-scope.ts';
import { createTenant } from '../apps/server/test/fixtures.ts';

/**
 * The full-text bench's corpus (bench/full-text-search.ts): pages of text generated from a vocabulary of
 * real Japanese and English words with a skewed (Zipf-like) frequency, by a deterministic generator, so
 * every run builds the same corpus.
 */
export const JA_WORDS =
  `日本 東京 大阪 京都 政治 経済 社会 文化 歴史 教育 科学 技術 研究 大学 学校 先生 学生 子供 家族 友達
仕事 会社 社員 会議 電話 手紙 新聞 雑誌 図書館 本屋 物語 小説 詩人 作家 読者 言葉 意味 問題 答え 質問 世界 国際 地方
都市 田舎 自然 環境 天気 季節 春 夏 秋 冬 山 川 海 空 森 花 木 草 雨 雪 風 光 音 色 時間 今日 明日 昨日 朝 昼 夜 毎日
生活 食事 料理 野菜 果物 魚 肉 お茶 珈琲 旅行 電車 駅 空港 道路 自動車 自転車 病院 医者 看護 健康 病気 薬 心 体 頭 顔
目 耳 手 足 声 気持ち 希望 不安 喜び 悲しみ 怒り 愛情 平和 戦争 自由 権利 法律 裁判 警察 事件 事故 経験 記憶 未来 過去
現在 情報技術 自然科学 国際関係 地方自治 経済政策 図書館員 人工知能 電子書籍 宇宙開発 環境問題 少子高齢 伝統工芸
カメラ テレビ ラジオ コンピュータ インターネット メール データ サーバー ネットワーク システム プログラム デザイン ニュース
スポーツ サッカー 野球 音楽 映画 写真 絵画 ホテル レストラン コーヒー ケーキ パン チーズ ワイン ビール`.split(
    /\s+/,
  );
export const JA_PARTICLES = ['は', 'が', 'を', 'に', 'で', 'と', 'の', 'も', 'へ', 'から'];
export const JA_ENDINGS = [
  'です。',
  'でした。',
  'がある。',
  'について考えた。',
  'を読んだ。',
  'を見た。',
  'と言った。',
];
export const EN_WORDS =
  `the of and to in is was for that with as on by at from his her they this which be have are had
not one all were when there can an your their said each time people year way day man thing woman life child
world school state family student group country problem hand part place case week company system program
question work government number night point home water room mother area money story fact month lot right study
book eye job word business issue side kind head house service friend father power hour game line end member law
car city community name president team minute idea kid body information back parent face others level office door
health person art war history party result change morning reason research girl guy moment air teacher force
education library harbour lighthouse keeper weather river mountain garden letter window music science market
island village bridge forest winter summer evening silence journey memory promise secret stranger captain
doctor soldier painter poet writer reader public private ancient modern quiet gentle sudden distant golden`.split(
    /\s+/,
  );

/** A deterministic generator. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
/** Zipf-like: the first words of a list are far more frequent than the last ones. */
export const pickSkewed = (words: string[]) => words[Math.floor(words.length * random() ** 2.2)] as string;
export const pickAny = <T>(list: T[]) => list[Math.floor(list.length * random())] as T;

export function japanesePage(): string {
  const sentences: string[] = [];
  for (let s = 0; s < 8; s++) {
    const parts: string[] = [];
    for (let w = 0; w < 3; w++) parts.push(pickSkewed(JA_WORDS) + pickAny(JA_PARTICLES));
    sentences.push(parts.join('') + pickSkewed(JA_WORDS) + pickAny(JA_ENDINGS));
  }
  return sentences.join('');
}

export function englishPage(): string {
  const words: string[] = [];
  for (let w = 0; w < 90; w++) words.push(pickSkewed(EN_WORDS));
  return `${words.join(' ')}.`;
}

export interface Build {
  books: number;
  companyId: number;
  loadSeconds: number;
  tokenizeMs: number;
  pagesIndexSeconds: number;
  indexSeconds: number;
}

/**
 * Loads the corpus into a tenant of its own: contents, then pages in batches (vectors and each book's
 * words made by the product's own code), the big indexes dropped meanwhile and made again after, then
 * the groups (book i in group 1 + i mod groups).
 */
export async function loadCorpus(
  db: Database,
  { books: bookCount, pagesPerBook, groups }: { books: number; pagesPerBook: number; groups: number },
): Promise<Build> {
  const tenant = await createTenant(db, { path: 'fulltext' });
  const { company, service } = tenant;

  // Load: contents, then pages in batches (vectors made in Node), the big indexes dropped meanwhile.
  const started = Date.now();
  // The big indexes as the migrations made them, dropped during the load and made again after it.
  const bigIndexes = (
    await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where indexname in ('content_pages_search_idx', 'content_pages_phrase_idx', 'content_pages_sample_idx', 'contents_search_vector_idx',
      'contents_trgm_idx')`)
  ).rows;
  for (const index of bigIndexes) await db.execute(sql.raw(`drop index ${index.name}`));
  const BATCH = 1000;
  let tokenizeMs = 0;
  for (let first = 0; first < bookCount; first += BATCH) {
    const ids: number[] = [];
    const titles: string[] = [];
    const authors: string[] = [];
    const vectors: string[] = [];
    const elementIds: string[] = [];
    for (let i = first; i < Math.min(bookCount, first + BATCH); i++) {
      const japanese = i % 2 === 0;
      const title = japanese
        ? `${pickSkewed(JA_WORDS)}${pickAny(JA_PARTICLES)}${pickSkewed(JA_WORDS)} 第${(i % 12) + 1}巻`
        : `The ${pickSkewed(EN_WORDS)} of ${pickSkewed(EN_WORDS)} ${i % 100}`;
      const author = japanese ? `著者${i % 3000}` : `Author ${i % 3000}`;
      ids.push(i);
      titles.push(title);
      authors.push(author);
      elementIds.push(`bench${String(i).padStart(20, '0')}`);
      vectors.push(
        vectorOf([
          { text: title, weight: 'A' },
          { text: author, weight: 'B' },
        ]),
      );
    }
    const books = ids.map((i, k) => ({
      i,
      e: elementIds[k],
      t: titles[k],
      a: authors[k],
      v: vectors[k],
    }));
    const inserted = await db.execute<{ id: string }>(sql`
    insert into contents (company_id, service_id, element_id, title, author, state, published, login_required,
      file_kind, page_count, published_at, search_vector)
    select ${company.id}, ${service.id}, x.e, x.t, x.a, 'published', true, x.i % 10 = 0, 'pdf', ${pagesPerBook},
      now() - make_interval(secs => x.i), x.v::tsvector
    from jsonb_to_recordset(${JSON.stringify(books)}::jsonb) as x(i int, e text, t text, a text, v text)
    order by x.i
    returning id::text`);
    const contentIds: string[] = [];
    const pageNos: number[] = [];
    const texts: string[] = [];
    const pageVectors: { words: string; pairs: string }[] = [];
    const t0 = Date.now();
    inserted.rows.forEach((row, index) => {
      const japanese = (first + index) % 2 === 0;
      for (let page = 1; page <= pagesPerBook; page++) {
        const text = japanese ? japanesePage() : englishPage();
        contentIds.push(row.id);
        pageNos.push(page);
        texts.push(text);
        pageVectors.push(pageVectorsOf(text));
      }
    });
    tokenizeMs += Date.now() - t0;
    const pages = contentIds.map((c, k) => ({
      c,
      n: pageNos[k],
      t: texts[k],
      v: pageVectors[k]?.words,
      p: pageVectors[k]?.pairs,
    }));
    await db.execute(sql`
    insert into content_pages (company_id, service_id, content_id, page_no, text, search_vector, phrase_vector)
    select ${company.id}, ${service.id}, x.c, x.n, x.t, x.v::tsvector, x.p::tsvector
    from jsonb_to_recordset(${JSON.stringify(pages)}::jsonb) as x(c bigint, n int, t text, v text, p text)`);
    await writeContentWords(
      db,
      companyScope(company.id),
      inserted.rows.map((row) => Number(row.id)),
    );
    if ((first / BATCH) % 10 === 0)
      console.log(`loaded ${first + BATCH} books (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  const loadSeconds = (Date.now() - started) / 1000;
  await db.execute(sql`
  insert into content_groups (company_id, service_id, name, type, ordinal)
  select ${company.id}, ${service.id}, 'Group ' || g, 1, g from generate_series(1, ${groups}) g`);
  await db.execute(sql`
  insert into content_group_contents (company_id, content_group_id, content_id, ordinal)
  select c.company_id, g.id, c.id, row_number() over (partition by g.id order by c.id)
  from contents c join content_groups g on g.company_id = c.company_id and g.type = 1
    and g.ordinal = 1 + c.id % ${groups}
  where c.company_id = ${company.id}`);
  const indexStarted = Date.now();
  await db.execute(sql`set maintenance_work_mem = '1GB'`);
  const pagesIndex = bigIndexes.find((index) => index.name === 'content_pages_search_idx');
  if (pagesIndex) await db.execute(sql.raw(pagesIndex.definition));
  const pagesIndexSeconds = (Date.now() - indexStarted) / 1000;
  for (const index of bigIndexes) if (index !== pagesIndex) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze content_pages`);
  await db.execute(sql`vacuum analyze contents`);
  await db.execute(sql`vacuum analyze content_group_contents`);
  await db.execute(sql`vacuum analyze content_words`);
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  return {
    books: bookCount,
    companyId: company.id,
    loadSeconds,
    tokenizeMs,
    pagesIndexSeconds,
    indexSeconds,
  };
}
