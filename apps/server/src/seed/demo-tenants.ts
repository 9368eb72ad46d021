import {
  AccountStatus,
  AccountType,
  BannerType,
  ContentGroupType,
  DomainType,
  FooterPosition,
  LinkType,
  PageAccessMode,
  RoleLevel,
  SortableField,
  SortFieldType,
  UserGroupAuthMethod,
} from '@hondana/contract';
import type { DemoTenant } from './demo-tenant-type.ts';

const specialGroups = [
  {
    name: 'Favourites',
    nameTranslations: { en: 'Favourites', ja: 'お気に入り', vn: 'Yêu thích' },
    type: ContentGroupType.FAVORITE,
  },
  {
    name: 'Recently read',
    nameTranslations: { en: 'Recently read', ja: '最近読んだ本', vn: 'Đã đọc gần đây' },
    type: ContentGroupType.RECENTLY,
  },
  {
    name: 'New',
    nameTranslations: { en: 'New arrivals', ja: '新着', vn: 'Mới' },
    type: ContentGroupType.NEW,
  },
  {
    name: 'Popular',
    nameTranslations: { en: 'Popular', ja: '人気', vn: 'Phổ biến' },
    type: ContentGroupType.POPULAR,
  },
  {
    name: 'Recommended',
    nameTranslations: { en: 'Recommended', ja: 'おすすめ', vn: 'Đề xuất' },
    type: ContentGroupType.RECOMMEND,
  },
];

const standardSorts = [
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.UPLOADED_AT,
    title: 'Newest',
    ordinal: 1,
    isAscDefault: false,
    isSortFieldDefault: true,
  },
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.TITLE,
    title: 'Title',
    ordinal: 2,
    isAscDefault: true,
  },
  {
    type: SortFieldType.CONTENT_LIST,
    field: SortableField.AUTHOR,
    title: 'Author',
    ordinal: 3,
    isAscDefault: true,
  },
];

export const demoLibrary: DemoTenant = {
  company: {
    name: 'Demo Library',
    email: 'contact@demo.hondana.test',
    accountType: AccountType.ALL,
    domainType: DomainType.PATH,
    customName: 'Demo Library',
    titlePage: 'Demo Library',
    allowRegistration: true,
    isShowLinkRegisterUser: true,
    allowForgotPassword: true,
    showSubscriptionStatus: true,
    defaultLanguage: 'ja',
    maxUser: 1000,
    maxContent: 500,
  },
  service: { name: 'Demo Library', path: 'demo' },
  brand: { initials: 'DL', colour: '#1d4e89', accent: '#f4a259' },
  layout: {
    barBackgroundColor: '#1d4e89',
    hoverBorderColor: '#1d4e89',
    hoverTextColor: '#1d4e89',
    sidebarTextHighlightColor: '#1d4e89',
    sidebarHighlightColor: '#e3ecf7',
    showMoreTextColor: '#1d4e89',
    showLessTextColor: '#1d4e89',
    searchValueBackgroundColor: '#e3ecf7',
    searchValueTextColor: '#1d4e89',
  },
  header: { backgroundColor: '#1d4e89', textColor: '#ffffff', iconColor: '#f4a259', borderColor: '#163d6b' },
  body: { backgroundColor: '#f5f7fa', linkColor: '#1d4e89', titleColor: '#163d6b' },
  footer: {
    backgroundColor: '#163d6b',
    textColor: '#ffffff',
    linkColor: '#f4a259',
    copyRight: '© 2026 Demo Library',
  },
  footerLinks: [
    {
      label: 'About the library',
      url: '/about',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
    {
      label: 'How to read',
      url: '/help',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 2,
    },
    {
      label: 'Plans',
      url: '/subscription',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.MIDDLE,
      ordinal: 1,
    },
    {
      label: 'Contact',
      url: 'mailto:contact@demo.hondana.test',
      typeLink: LinkType.EXTERNAL,
      positionLink: FooterPosition.MIDDLE,
      ordinal: 2,
    },
    {
      label: 'Terms of use',
      url: '/terms',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.LOWER,
      ordinal: 1,
    },
    {
      label: 'Aozora Bunko',
      url: 'https://www.aozora.gr.jp/',
      typeLink: LinkType.EXTERNAL,
      positionLink: FooterPosition.LOWER,
      ordinal: 2,
    },
  ],
  banner: { isShow: true, typeBanner: BannerType.SLIDE, slideSpeed: 4, backgroundColor: '#1d4e89' },
  slides: [
    {
      title: 'ようこそ Demo Library へ',
      subtitle: 'Welcome to the Demo Library',
      linkType: LinkType.INTERNAL,
      link: '/',
    },
    {
      title: '新着の本',
      subtitle: 'New arrivals every week',
      linkType: LinkType.INTERNAL,
      link: '/search',
    },
    {
      title: 'Read anywhere',
      subtitle: 'PDF and EPUB in your browser',
      linkType: LinkType.EXTERNAL,
      link: 'https://www.w3.org/publishing/epub3/',
    },
  ],
  watermark: {
    enabled: true,
    useDefaultContent: true,
    color: '#1d4e89',
    fontSize: 28,
    position: 'diagonal',
    opacity: 25,
  },
  contentGroups: [
    {
      name: '小説',
      nameTranslations: { ja: '小説', en: 'Novels', vn: 'Tiểu thuyết' },
      ordinal: 1,
      isDefault: true,
    },
    { name: 'ビジネス', nameTranslations: { ja: 'ビジネス', en: 'Business', vn: 'Kinh doanh' }, ordinal: 2 },
    { name: '技術書', nameTranslations: { ja: '技術書', en: 'Technology', vn: 'Công nghệ' }, ordinal: 3 },
    {
      name: '児童書',
      nameTranslations: { ja: '児童書', en: "Children's books", vn: 'Sách thiếu nhi' },
      ordinal: 4,
    },
    ...specialGroups.map((group, index) => ({ ...group, ordinal: 10 + index })),
  ],
  sortFields: standardSorts,
  newInformation: [
    '<p><strong>2026/11</strong> 新しい本が追加されました。 / New books have arrived.</p>',
    '<p>Try the <a href="/demo/search">full-text search</a>: it works in Japanese too.</p>',
  ],
  terms: {
    title: 'Demo Library terms of use',
    body: '<h2>1. Lending</h2><p>Books are lent for reading online only.</p><h2>2. Privacy</h2><p>We keep what you read to recommend books.</p>',
  },
  emailTemplates: [
    {
      kind: 'welcome',
      lang: 'ja',
      subject: '【{companyName}】ご登録ありがとうございます',
      body: [
        '{fullName} 様',
        '',
        '{companyName}へのご登録ありがとうございます。',
        'ユーザー名：{username}',
        'パスワード：{password}',
        '',
        'ログイン：{link}',
        '',
        '本を借りて、どこでも読みましょう。',
      ].join('\n'),
    },
    {
      kind: 'welcome',
      lang: 'en',
      subject: '{companyName}: your library card is ready',
      body: [
        'Dear {fullName},',
        '',
        'Welcome to {companyName}! Your library card is ready.',
        'Username: {username}',
        'Password: {password}',
        '',
        'Log in: {link}',
        '',
        'Happy reading!',
      ].join('\n'),
    },
  ],
  users: [
    {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: 'admin@demo.hondana.test',
      username: 'demoadmin',
      fullName: 'Demo Admin',
      password: 'Demo-Admin-2026',
    },
    {
      roleLevel: RoleLevel.SERVICE_ADMIN,
      email: 'service@demo.hondana.test',
      username: 'demoservice',
      fullName: 'Demo Service Admin',
      password: 'Demo-Service-2026',
      administersService: true,
    },
    {
      roleLevel: RoleLevel.USER,
      email: 'reader@demo.hondana.test',
      username: 'reader01',
      fullName: '山田 花子',
      lang: 'ja',
      password: 'Demo-Reader-2026',
    },
    {
      roleLevel: RoleLevel.USER,
      email: 'stopped@demo.hondana.test',
      username: 'stopped01',
      fullName: 'Stopped Reader',
      accountStatus: AccountStatus.STOP,
      password: 'Demo-Stopped-2026',
    },
  ],
};

export const openShelf: DemoTenant = {
  company: {
    name: 'Open Shelf',
    accountType: AccountType.OPEN,
    domainType: DomainType.PATH,
    allowForgotPassword: false,
    pageAccessMode: PageAccessMode.NO_LOGIN,
  },
  service: { name: 'Open Shelf', path: 'open' },
  brand: { initials: 'OS', colour: '#1f7a70', accent: '#e9c46a' },
  layout: { barBackgroundColor: '#1f7a70', hoverTextColor: '#1f7a70', sidebarTextHighlightColor: '#1f7a70' },
  header: { backgroundColor: '#ffffff', textColor: '#264653', iconColor: '#1f7a70', borderColor: '#1f7a70' },
  footer: { backgroundColor: '#264653', copyRight: '© 2026 Open Shelf' },
  footerLinks: [
    {
      label: 'About',
      url: '/about',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
  ],
  banner: {
    isShow: true,
    typeBanner: BannerType.MESSAGE,
    message: 'Sách mở cho mọi người: đọc không cần đăng nhập.',
    backgroundColor: '#1f7a70',
    textColor: '#ffffff',
    fontSize: 22,
  },
  contentGroups: [
    {
      name: 'Văn học',
      nameTranslations: { vn: 'Văn học', en: 'Literature', ja: '文学' },
      ordinal: 1,
      isDefault: true,
    },
    { name: 'Khoa học', nameTranslations: { vn: 'Khoa học', en: 'Science', ja: '科学' }, ordinal: 2 },
    ...specialGroups.filter(
      (g) => g.type !== ContentGroupType.FAVORITE && g.type !== ContentGroupType.RECENTLY,
    ),
  ],
  // Two sort fields: the sidebar shows them as buttons (three or more become a dropdown).
  sortFields: standardSorts.slice(0, 2),
  users: [],
};

export const campus: DemoTenant = {
  company: {
    name: 'Campus',
    accountType: AccountType.USERNAME,
    domainType: DomainType.PATH,
    loginByIpAddress: true,
    autoLoginByIp: true,
    pageAccessMode: PageAccessMode.LOGIN_REQUIRED,
    allowForgotPassword: false,
    titleOfEmailField: 'Student ID',
  },
  service: { name: 'Campus Library', path: 'campus' },
  brand: { initials: 'CL', colour: '#6a4c93', accent: '#ffca3a' },
  layout: { barBackgroundColor: '#6a4c93', hoverTextColor: '#6a4c93', sidebarTextHighlightColor: '#6a4c93' },
  header: { backgroundColor: '#6a4c93', textColor: '#ffffff', iconColor: '#ffca3a', borderColor: '#553c7a' },
  footer: { backgroundColor: '#3c2a5a', copyRight: '© 2026 Campus Library' },
  footerLinks: [
    {
      label: 'Library hours',
      url: '/hours',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
  ],
  banner: { isShow: true, typeBanner: BannerType.IMAGE, link: '/', linkType: LinkType.INTERNAL },
  contentGroups: [
    {
      name: 'Textbooks',
      nameTranslations: { en: 'Textbooks', ja: '教科書', vn: 'Giáo trình' },
      ordinal: 1,
      isDefault: true,
    },
    { name: 'Research', nameTranslations: { en: 'Research', ja: '研究', vn: 'Nghiên cứu' }, ordinal: 2 },
    ...specialGroups,
  ],
  sortFields: standardSorts,
  userGroups: [
    {
      name: 'Campus network',
      roleLevel: RoleLevel.IP_USER,
      authMethod: UserGroupAuthMethod.IP_ADDRESS,
      autoLogin: true,
      maxUsers: 500,
      isDefaultIpGroup: true,
      networks: ['127.0.0.0/8'],
    },
  ],
  users: [
    {
      roleLevel: RoleLevel.USER,
      username: 'student01',
      fullName: 'Student One',
      password: 'Campus-Student-2026',
    },
  ],
};

export const booksDomain: DemoTenant = {
  company: {
    name: 'Books Domain',
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
      label: 'Help',
      url: '/help',
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
  users: [
    {
      roleLevel: RoleLevel.USER,
      email: 'reader@books.hondana.test',
      fullName: 'Books Reader',
      password: 'Books-Reader-2026',
    },
  ],
};

export const demoTenants = [demoLibrary, openShelf, campus, booksDomain];

export const systemAdmin = {
  email: 'sysadmin@hondana.test',
  fullName: 'System Admin',
  password: 'Hondana-Admin-2026',
};
