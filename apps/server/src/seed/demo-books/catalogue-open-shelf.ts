import { type DemoCatalogue, expandRows, type Row } from './catalogue-entry.ts';

const V = 'Văn học';
const K = 'Khoa học';
const D = 'Đời sống';

const rows: Row[] = [
  { title: 'Bến đò buổi sớm', author: 'Nguyễn Thu Hà', theme: 'bendo', kind: 'pdf', pages: 12, groups: [V] },
  { title: 'Người lái đò và cây gạo già', author: 'Nguyễn Thu Hà', theme: 'bendo', kind: 'epub', pages: 6, groups: [V] },
  { title: 'Mùa nước nổi', author: 'Lê Văn Phúc', theme: 'bendo', kind: 'pdf', pages: 10, groups: [V] },
  { title: 'Lời hẹn bên sông', author: 'Lê Văn Phúc', theme: 'bendo', kind: 'epub', pages: 5, groups: [V] },
  { title: 'Chiếc nón lá trên đò', author: 'Phạm Ngọc Lan', theme: 'bendo', kind: 'pdf', pages: 8, groups: [V] },
  { title: 'Khoa học quanh ta', author: 'Đặng Quốc Bảo', theme: 'khoahoc', kind: 'pdf', pages: 14, groups: [K] },
  { title: 'Vòng tuần hoàn của nước', author: 'Đặng Quốc Bảo', theme: 'khoahoc', kind: 'epub', pages: 6, groups: [K] },
  { title: 'Thí nghiệm tại nhà', author: 'Vũ Thị Mai', theme: 'khoahoc', kind: 'pdf', pages: 10, groups: [K] },
  { title: 'Ánh sáng và màu sắc', author: 'Vũ Thị Mai', theme: 'khoahoc', kind: 'epub', pages: 5, groups: [K] },
  { title: 'Sổ tay nấu ăn gia đình', author: 'Trần Minh Anh', theme: 'amthuc', kind: 'pdf', pages: 12, groups: [D] },
  { title: 'Bữa cơm cuối tuần', author: 'Trần Minh Anh', theme: 'amthuc', kind: 'epub', pages: 6, groups: [D] },
  { title: 'Gỏi cuốn và canh chua', author: 'Hoàng Gia Huy', theme: 'amthuc', kind: 'pdf', pages: 8, groups: [D] },
  { title: 'Ghi chép du lịch chậm', author: 'Bùi Thanh Tâm', theme: 'dulich', kind: 'pdf', pages: 12, groups: [D] },
  { title: 'Phố cổ đèn lồng', author: 'Bùi Thanh Tâm', theme: 'dulich', kind: 'epub', pages: 6, groups: [D, V] },
  { title: 'Cao nguyên sương mù', author: 'Đỗ Khánh Linh', theme: 'dulich', kind: 'pdf', pages: 10, groups: [D] },
  { title: 'The Night Sky Notebook', author: 'Felix Amari', theme: 'sky', kind: 'pdf', pages: 10, groups: [K] },
  { title: 'A Field Guide to Weather', author: 'Harriet Moss', theme: 'weather', kind: 'epub', pages: 6, groups: [K] },
  { title: "The Lighthouse Keeper's Logbook", author: 'Imogen Hale', theme: 'lighthouse', kind: 'pdf', pages: 12, groups: [V] },
  { title: 'Bé đi chơi rừng', author: 'Phạm Ngọc Lan', theme: 'mori', kind: 'pdf-pictures', pages: 10, groups: [V], description: 'Sách tranh không chữ: một chiếc thuyền nhỏ đi từ sáng đến tối.' },
  { title: 'Chuyện của Tròn và Dẹt', author: 'Hoàng Gia Huy', theme: 'mori', kind: 'epub-comic', pages: 6, groups: [V], description: 'Truyện tranh không lời về hai người bạn tròn trịa.' },
];

export const openShelfCatalogue: DemoCatalogue = {
  servicePath: 'open',
  groups: [
    { name: V, nameTranslations: { vn: V, en: 'Literature', ja: '文学' } },
    { name: K, nameTranslations: { vn: K, en: 'Science', ja: '科学' } },
    { name: D, nameTranslations: { vn: D, en: 'Life', ja: '暮らし' } },
  ],
  contents: expandRows({ prefix: 'OS', folder: 'open', distributor: 'Nhà xuất bản Kệ Mở' }, rows),
};
