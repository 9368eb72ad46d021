import { can } from '../../../session/abilities.ts';
import type { SessionUser } from '../../../session/session-store.ts';
import type { ConsolePage } from './console-page.ts';
import { consolePages } from './console-pages.ts';

type Holder = Pick<SessionUser, 'abilities'> | null | undefined;

/** Whether the signed-in admin's abilities show this page (the server still decides each call). */
export const canSeePage = (user: Holder, page: ConsolePage) =>
  !!user && (page.action === null || can(user, page.action));

/** The pages of the menu and the palette this admin sees, in menu order. */
export const pagesFor = (user: Holder, pages: readonly ConsolePage[] = consolePages) =>
  pages.filter((page) => page.listed && canSeePage(user, page));
