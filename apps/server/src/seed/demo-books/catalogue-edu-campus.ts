import { type DemoCatalogue, expandRows, type Row } from './catalogue-entry.ts';

const C = '教材';

/** Edu Campus: a few course books, so a reader who signs in by education ID has something to read. */
const rows: Row[] = [
  { title: 'はじめての統計', author: '三浦 数子', theme: 'suugaku', kind: 'pdf', pages: 10, groups: [C] },
  {
    title: 'プログラミングの考え方',
    author: '佐藤 ひかる',
    theme: 'program',
    kind: 'epub',
    pages: 6,
    groups: [C],
  },
  {
    title: 'Study Skills for First-Year Students',
    author: 'Ingrid Solberg',
    theme: 'research',
    kind: 'pdf',
    pages: 8,
    groups: [C],
  },
];

export const eduCampusCatalogue: DemoCatalogue = {
  servicePath: 'edu',
  groups: [{ name: C, nameTranslations: { ja: C, en: 'Course books', vn: 'Giáo trình' } }],
  contents: expandRows({ prefix: 'EC', folder: 'edu', distributor: 'Edu Campus Press' }, rows),
};
