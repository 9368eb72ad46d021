import { AccountType, DomainType, FooterPosition, LinkType, RoleLevel } from '@hondana/contract';
import { booksDomainCatalogue } from '../demo-books/catalogue-books-domain.ts';
import { standardSearchPage } from '../demo-search-page.ts';
import type { DemoTenant } from '../demo-tenant-type.ts';
import { specialGroups, standardSorts } from './shared.ts';

export const booksDomain: DemoTenant = {
  company: {
    name: 'Books Domain',
    customName: 'Books Domain',
    accountType: AccountType.EMAIL,
    domainType: DomainType.FULL_DOMAIN,
    domain: 'books.localhost',
    allowForgotPassword: true,
  },
  service: { name: 'Books', path: 'books' },
  brand: { initials: 'BD', colour: '#c1121f', accent: '#fdf0d5' },
  layout: { barBackgroundColor: '#c1121f', hoverTextColor: '#c1121f', sidebarTextHighlightColor: '#c1121f' },
  header: { backgroundColor: '#fdf0d5', textColor: '#780000', iconColor: '#c1121f', borderColor: '#c1121f' },
  footer: { backgroundColor: '#780000', copyRight: '© 2026 Books Domain' },
  footerLinks: [
    {
      label: 'Search',
      labelTranslations: { en: 'Search', ja: '検索', vn: 'Tìm kiếm' },
      url: '/search',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
  ],
  banner: { isShow: false },
  contentGroups: [
    {
      name: 'Fiction',
      nameTranslations: { en: 'Fiction', ja: 'フィクション', vn: 'Hư cấu' },
      ordinal: 1,
      isDefault: true,
    },
    ...specialGroups,
  ],
  sortFields: standardSorts,
  searchPage: standardSearchPage({
    language: 'en',
    colour: '#c1121f',
    contents: booksDomainCatalogue.contents,
    groups: ['Fiction', 'Favourites', 'Recently read'],
  }),
  // The content detail's view-book button in the house colours, centred.
  buttons: [
    {
      actionType: 'view_book',
      label: 'Read this book',
      labelTranslations: { en: 'Read this book', ja: 'この本を読む', vn: 'Đọc cuốn sách này' },
      icon: 'eye',
      isCustom: true,
      position: 'center',
      backgroundColor: '#780000',
      textColor: '#fdf0d5',
      borderColor: '#c1121f',
      width: 280,
      height: 52,
      ordinal: 1,
    },
  ],
  users: [
    {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: 'admin@books.hondana.test',
      username: 'booksadmin',
      fullName: 'Books Domain Admin',
      password: 'Books-Admin-2026',
    },
    {
      roleLevel: RoleLevel.USER,
      email: 'reader@books.hondana.test',
      fullName: 'Books Reader',
      password: 'Books-Reader-2026',
    },
  ],
};
