import { type DemoCatalogue, expandRows, type Row } from './catalogue-entry.ts';

const F = 'Fiction';

const rows: Row[] = [
  {
    title: "The Lighthouse Keeper's Logbook",
    author: 'Imogen Hale',
    theme: 'lighthouse',
    kind: 'pdf',
    pages: 16,
    groups: [F],
  },
  {
    title: 'A Letter in a Bottle',
    author: 'Imogen Hale',
    theme: 'lighthouse',
    kind: 'epub',
    pages: 6,
    groups: [F],
  },
  {
    title: 'The Clockmaker of Bridge Street',
    author: 'Tomas Wren',
    theme: 'clockmaker',
    kind: 'pdf',
    pages: 18,
    groups: [F],
  },
  {
    title: 'Setting the Time',
    author: 'Tomas Wren',
    theme: 'clockmaker',
    kind: 'epub',
    pages: 6,
    groups: [F],
  },
  {
    title: 'Night Train Stories',
    author: 'Lucia Brandt',
    theme: 'nighttrain',
    kind: 'epub',
    pages: 6,
    groups: [F],
  },
  {
    title: 'A Border at Midnight',
    author: 'Lucia Brandt',
    theme: 'nighttrain',
    kind: 'pdf',
    pages: 12,
    groups: [F],
  },
  { title: 'Rain Poems', author: 'Owen Castell', theme: 'poems', kind: 'epub', pages: 6, groups: [F] },
  { title: 'Winter Lights', author: 'Owen Castell', theme: 'poems', kind: 'pdf', pages: 8, groups: [F] },
  { title: '古本屋の猫', author: '森川 遥', theme: 'neko', kind: 'epub-vertical', pages: 6, groups: [F] },
  {
    title: 'The Ferryman',
    author: 'Nguyễn Thu Hà',
    theme: 'bendo',
    kind: 'pdf',
    pages: 10,
    groups: [F],
    description: 'A Vietnamese story of a ferryman and his passengers, in the original Vietnamese.',
  },
];

export const booksDomainCatalogue: DemoCatalogue = {
  servicePath: 'books',
  groups: [{ name: F, nameTranslations: { en: F, ja: 'フィクション', vn: 'Hư cấu' } }],
  contents: expandRows({ prefix: 'BD', folder: 'books', distributor: 'Books Domain Editions' }, rows),
};
