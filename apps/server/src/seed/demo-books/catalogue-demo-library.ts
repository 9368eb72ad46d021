import { type DemoCatalogue, expandRows, type Row } from './catalogue-entry.ts';

const N = '小説';
const B = 'ビジネス';
const T = '技術書';
const C = '児童書';
const M = '漫画';
const L = '暮らし';
const S = '学習';

const SERIES = 'はじめての数学ノート';
const series: Row[] = Array.from({ length: 12 }, (_, i) => ({
  title: `${SERIES} 第${i + 1}巻`,
  subtitle: `第${i + 1}巻`,
  author: '三浦 数子',
  theme: 'suugaku',
  kind: 'pdf',
  pages: 6,
  groups: [S],
  series: { name: SERIES, volume: i + 1 },
  hashtags: ['数学', 'シリーズ'],
  params: { param1: '中学生向け', param2: `第${i + 1}巻` },
}));

const rows: Row[] = [
  { title: 'Hondana Reference Handbook', author: 'Hondana Editorial Team', theme: 'software', kind: 'pdf-handbook', pages: 499, groups: [T, S], description: 'A 500-page reference handbook: numbered entries on software, research, the history of books, weather and mathematics, in English and Japanese.', hashtags: ['reference', 'handbook'], params: { param1: 'Reference' } },
  { title: '港町の古本屋と灰色の猫', author: '森川 遥', theme: 'neko', kind: 'epub-vertical', pages: 6, groups: [N], hashtags: ['縦書き', '猫'] },
  { title: "The Lighthouse Keeper's Logbook", author: 'Imogen Hale', theme: 'lighthouse', kind: 'epub', pages: 6, groups: [N], hashtags: ['fiction', 'sea'] },
  { title: 'まるくんの ぼうけん', author: '青木 そら', theme: 'mori', kind: 'epub-comic', pages: 12, groups: [M, C], description: 'ことばのない まんが。まるくんと ともだちが もりで であう おはなしです。', hashtags: ['まんが', '絵本'] },
  { title: 'うみと ちいさな ふね', author: '小野 ひなた', theme: 'mori', kind: 'pdf-pictures', pages: 16, groups: [C], description: '文字のない絵本です。ちいさな ふねが 朝から夜まで 海を わたります。', hashtags: ['絵本', '海'] },
  { title: '坂の上の古本屋', author: '森川 遥', theme: 'neko', kind: 'pdf-vertical', pages: 12, groups: [N], hashtags: ['縦書き', '小説'] },
  ...series,
  { title: '古本屋の猫と手紙', author: '森川 遥', theme: 'neko', kind: 'pdf', pages: 14, groups: [N] },
  { title: 'The Clockmaker of Bridge Street', author: 'Tomas Wren', theme: 'clockmaker', kind: 'epub', pages: 6, groups: [N] },
  { title: 'Night Train Stories', author: 'Lucia Brandt', theme: 'nighttrain', kind: 'pdf', pages: 18, groups: [N] },
  { title: '灯台の見える町', author: '川辺 しおり', theme: 'neko', kind: 'epub-vertical', pages: 5, groups: [N] },
  { title: '詩集 あさの台所', author: '白石 ことは', theme: 'shi', kind: 'pdf-vertical', pages: 6, groups: [N], hashtags: ['詩', '縦書き'] },
  { title: 'Rain Poems', author: 'Owen Castell', theme: 'poems', kind: 'pdf', pages: 10, groups: [N] },
  { title: "The Clockmaker's Apprentice", author: 'Tomas Wren', theme: 'clockmaker', kind: 'pdf', pages: 16, groups: [N] },
  { title: 'Bến đò cuối sông', author: 'Nguyễn Thu Hà', theme: 'bendo', kind: 'pdf', pages: 12, groups: [N] },
  { title: '小さなチームの仕事術', author: '高橋 誠', theme: 'shigoto', kind: 'pdf', pages: 20, groups: [B] },
  { title: '会議は三十分で終わる', author: '高橋 誠', theme: 'shigoto', kind: 'epub', pages: 7, groups: [B] },
  { title: 'The Weekly Ledger', author: 'Priya Natarajan', theme: 'business', kind: 'pdf', pages: 16, groups: [B] },
  { title: 'Pricing with Confidence', author: 'Priya Natarajan', theme: 'business', kind: 'epub', pages: 7, groups: [B] },
  { title: '報告・連絡・相談の基本', author: '中村 千晶', theme: 'shigoto', kind: 'pdf', pages: 12, groups: [B] },
  { title: 'はじめてのプログラミング', author: '佐藤 ひかる', theme: 'program', kind: 'pdf', pages: 24, groups: [T, S] },
  { title: 'Small Files, Clear Names', author: 'Daniel Okafor', theme: 'software', kind: 'pdf', pages: 20, groups: [T] },
  { title: '変数と関数のきほん', author: '佐藤 ひかる', theme: 'program', kind: 'epub', pages: 7, groups: [T] },
  { title: 'Queues and Retries', author: 'Daniel Okafor', theme: 'software', kind: 'epub', pages: 7, groups: [T] },
  { title: 'Testing That Can Fail', author: 'Mei Lin Tan', theme: 'software', kind: 'epub', pages: 6, groups: [T] },
  { title: 'A Field Guide to Weather', author: 'Harriet Moss', theme: 'weather', kind: 'pdf', pages: 16, groups: [T, S] },
  { title: 'くまさんの あさごはん', author: '小野 ひなた', theme: 'mori', kind: 'pdf', pages: 8, groups: [C] },
  { title: 'もりの ピクニック', author: '小野 ひなた', theme: 'mori', kind: 'epub', pages: 6, groups: [C] },
  { title: 'おやすみ もり', author: '青木 そら', theme: 'mori', kind: 'pdf', pages: 6, groups: [C] },
  { title: 'Pip and Pebble', author: 'Rosa Fenwick', theme: 'mori', kind: 'epub-comic', pages: 8, groups: [M, C], description: 'A wordless comic: two round friends, one windy afternoon and a hat that will not stay put.' },
  { title: '季節の手しごと', author: '山口 なつめ', theme: 'kisetsu', kind: 'pdf', pages: 14, groups: [L] },
  { title: 'だしから始める和食', author: '石田 ゆう', theme: 'ryouri', kind: 'pdf', pages: 16, groups: [L] },
  { title: '週末の常備菜', author: '石田 ゆう', theme: 'ryouri', kind: 'epub', pages: 7, groups: [L] },
  { title: '各駅停車の旅', author: '岡本 健', theme: 'tabi', kind: 'pdf', pages: 14, groups: [L] },
  { title: '城下町を歩く', author: '岡本 健', theme: 'tabi', kind: 'epub', pages: 6, groups: [L] },
  { title: 'The Kitchen Garden Year', author: 'Eleanor Marsh', theme: 'garden', kind: 'pdf', pages: 18, groups: [L] },
  { title: 'A Pot of Tea', author: 'Samuel Reyes', theme: 'tea', kind: 'epub', pages: 7, groups: [L] },
  { title: 'Harbour City Walks', author: 'Nadia Petrov', theme: 'walks', kind: 'pdf', pages: 14, groups: [L] },
  { title: 'Weekday Dinners', author: 'Samuel Reyes', theme: 'kitchen', kind: 'pdf', pages: 14, groups: [L] },
  { title: 'Bicycle Repair for Everyone', author: 'Jonas Berg', theme: 'bicycle', kind: 'pdf', pages: 12, groups: [L, T] },
  { title: 'Sổ tay bếp nhà', author: 'Trần Minh Anh', theme: 'amthuc', kind: 'epub', pages: 6, groups: [L] },
  { title: '星空観察ノート', author: '星野 あかり', theme: 'hoshi', kind: 'pdf', pages: 14, groups: [S] },
  { title: '和紙と本の歴史', author: '藤井 文', theme: 'washi', kind: 'pdf', pages: 12, groups: [S] },
  { title: 'The Night Sky Notebook', author: 'Felix Amari', theme: 'sky', kind: 'epub', pages: 7, groups: [S] },
  { title: 'A Short History of Books', author: 'Margaret Quill', theme: 'paper', kind: 'pdf', pages: 16, groups: [S] },
  { title: 'First-Year Maths Notes', author: 'Ravi Menon', theme: 'maths', kind: 'pdf', pages: 20, groups: [S] },
  { title: 'The Craft of Research', author: 'Ingrid Solberg', theme: 'research', kind: 'epub', pages: 7, groups: [S] },
  { title: '数学の考え方', author: '三浦 数子', theme: 'suugaku', kind: 'epub', pages: 8, groups: [S] },
];

export const demoLibraryCatalogue: DemoCatalogue = {
  servicePath: 'demo',
  groups: [
    { name: N, nameTranslations: { ja: N, en: 'Novels', vn: 'Tiểu thuyết' } },
    { name: B, nameTranslations: { ja: B, en: 'Business', vn: 'Kinh doanh' } },
    { name: T, nameTranslations: { ja: T, en: 'Technology', vn: 'Công nghệ' } },
    { name: C, nameTranslations: { ja: C, en: "Children's books", vn: 'Sách thiếu nhi' } },
    { name: M, nameTranslations: { ja: M, en: 'Comics', vn: 'Truyện tranh' } },
    { name: L, nameTranslations: { ja: L, en: 'Lifestyle', vn: 'Đời sống' } },
    { name: S, nameTranslations: { ja: S, en: 'Study', vn: 'Học tập' } },
  ],
  contents: expandRows({ prefix: 'DL', folder: 'demo', distributor: 'ほんだな出版' }, rows),
};
