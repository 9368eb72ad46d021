import { type DemoCatalogue, expandRows, type Row } from './catalogue-entry.ts';

const T = 'Textbooks';
const R = 'Research';

const rows: Row[] = [
  {
    title: 'First-Year Mathematics',
    author: 'Ravi Menon',
    theme: 'maths',
    kind: 'pdf',
    pages: 24,
    groups: [T],
    params: { param1: 'MATH 101' },
  },
  {
    title: 'Probability in Practice',
    author: 'Ravi Menon',
    theme: 'maths',
    kind: 'epub',
    pages: 8,
    groups: [T],
    params: { param1: 'MATH 120' },
  },
  {
    title: 'The Craft of Research',
    author: 'Ingrid Solberg',
    theme: 'research',
    kind: 'pdf',
    pages: 20,
    groups: [R],
    params: { param1: 'RES 200' },
  },
  {
    title: 'Writing the First Draft',
    author: 'Ingrid Solberg',
    theme: 'research',
    kind: 'epub',
    pages: 7,
    groups: [R],
  },
  {
    title: 'Software Engineering Notes',
    author: 'Daniel Okafor',
    theme: 'software',
    kind: 'pdf',
    pages: 20,
    groups: [T],
    params: { param1: 'CS 210' },
  },
  {
    title: 'Observational Astronomy',
    author: 'Felix Amari',
    theme: 'sky',
    kind: 'pdf',
    pages: 16,
    groups: [T, R],
    params: { param1: 'PHYS 150' },
  },
  {
    title: 'Meteorology Field Guide',
    author: 'Harriet Moss',
    theme: 'weather',
    kind: 'epub',
    pages: 6,
    groups: [T],
  },
  {
    title: 'A History of the Book',
    author: 'Margaret Quill',
    theme: 'paper',
    kind: 'pdf',
    pages: 16,
    groups: [R],
  },
  {
    title: '数学ノート（留学生向け）',
    author: '三浦 数子',
    theme: 'suugaku',
    kind: 'pdf',
    pages: 12,
    groups: [T],
  },
  {
    title: 'プログラミング入門',
    author: '佐藤 ひかる',
    theme: 'program',
    kind: 'epub',
    pages: 7,
    groups: [T],
  },
];

export const campusCatalogue: DemoCatalogue = {
  servicePath: 'campus',
  groups: [
    { name: T, nameTranslations: { en: T, ja: '教科書', vn: 'Giáo trình' } },
    { name: R, nameTranslations: { en: R, ja: '研究', vn: 'Nghiên cứu' } },
  ],
  contents: expandRows({ prefix: 'CP', folder: 'campus', distributor: 'Campus Press' }, rows),
};
