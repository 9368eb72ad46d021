import {
  IconBooks,
  IconBuildingCog,
  IconHeartbeat,
  IconHome,
  IconLayoutList,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazyPage } from '../../../app/lazy-page.tsx';
import type { ConsolePage } from './console-page.ts';

/**
 * Every page of the administration console, in menu order. Routes (AdminPortal), the menu, the command
 * palette and who sees what (the ability each page names, from `GET /auth/info`) all come from here: a
 * new screen is one entry. Each page is a lazy chunk of its own.
 */
export const consolePages: readonly ConsolePage[] = [
  {
    id: 'home',
    path: '',
    titleKey: 'contentAdmin.nav.home',
    icon: IconHome,
    action: null,
    scope: 'none',
    listed: true,
    component: lazyPage(() => import('../AdminHomePage.tsx').then((m) => m.AdminHomePage)),
  },
  {
    id: 'contents',
    path: 'contents',
    titleKey: 'contentAdmin.nav.contents',
    keywordKeys: ['adminConsole.keywords.contents'],
    icon: IconBooks,
    action: 'content.read',
    scope: 'company',
    listed: true,
    component: lazyPage(() => import('../contents/ContentListPage.tsx').then((m) => m.ContentListPage)),
  },
  {
    id: 'content-add',
    path: 'contents/new',
    titleKey: 'contentAdmin.add.title',
    icon: IconBooks,
    action: 'content.manage',
    scope: 'company',
    listed: false,
    component: lazyPage(() => import('../contents/ContentAddPage.tsx').then((m) => m.ContentAddPage)),
  },
  {
    id: 'content-detail',
    path: 'contents/:id',
    titleKey: 'contentAdmin.detail.title',
    icon: IconBooks,
    action: 'content.read',
    scope: 'company',
    listed: false,
    component: lazyPage(() => import('../contents/ContentDetailPage.tsx').then((m) => m.ContentDetailPage)),
  },
  {
    id: 'user-groups',
    path: 'user-groups',
    titleKey: 'contentAdmin.nav.userGroups',
    keywordKeys: ['adminConsole.keywords.userGroups'],
    icon: IconUsersGroup,
    action: 'userGroup.read',
    scope: 'company',
    listed: true,
    component: lazyPage(() => import('../user-groups/UserGroupsPage.tsx').then((m) => m.UserGroupsPage)),
  },
  {
    id: 'company-settings',
    path: 'company-settings',
    titleKey: 'contentAdmin.nav.companySettings',
    keywordKeys: ['adminConsole.keywords.companySettings'],
    icon: IconBuildingCog,
    action: 'company.read',
    scope: 'company',
    listed: true,
    component: lazyPage(() =>
      import('../company-settings/CompanySettingsPage.tsx').then((m) => m.CompanySettingsPage),
    ),
  },
  {
    id: 'catalogue-display',
    path: 'catalogue-display',
    titleKey: 'contentAdmin.nav.display',
    keywordKeys: ['adminConsole.keywords.display'],
    icon: IconLayoutList,
    action: 'searchSettings.update',
    scope: 'company',
    listed: true,
    component: lazyPage(() =>
      import('../catalogue-display/CatalogueDisplayPage.tsx').then((m) => m.CatalogueDisplayPage),
    ),
  },
  {
    id: 'second-factor',
    path: 'second-factor',
    titleKey: 'secondFactor.menu',
    icon: IconShieldLock,
    action: 'secondFactor.manage',
    scope: 'none',
    listed: true,
    component: lazyPage(() =>
      import('../second-factor/SecondFactorPage.tsx').then((m) => m.SecondFactorPage),
    ),
  },
  {
    id: 'system-health',
    path: 'system-health',
    titleKey: 'platformAdmin.nav.health',
    keywordKeys: ['platformAdmin.keywords.health'],
    icon: IconHeartbeat,
    action: 'platformHealth.read',
    scope: 'none',
    listed: true,
    component: lazyPage(() => import('../platform/SystemHealthPage.tsx').then((m) => m.SystemHealthPage)),
  },
];
