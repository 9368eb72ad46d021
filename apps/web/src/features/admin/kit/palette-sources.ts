import { IconBuilding, type TablerIcon } from '@tabler/icons-react';
import { callApi } from '../../../api/client.ts';
import { can } from '../../../session/abilities.ts';
import type { SessionUser } from '../../../session/session-store.ts';
import type { ConsolePage } from './console-page.ts';
import { type ActingScope, boundScope, consoleHref } from './console-scope.ts';
import { pagesFor } from './page-access.ts';

/** One thing the command palette offers: a page now; a company, a reader or a content later. */
export interface PaletteItem {
  id: string;
  label: string;
  description?: string;
  href: string;
  icon?: TablerIcon;
}

export interface PaletteContext {
  user: SessionUser;
  /** The scope of the page on screen (null on the home or before a company is chosen). */
  scope: ActingScope | null;
  t: (key: string) => string;
}

/**
 * Where the palette looks. A source answers at once (the page list) or with a promise (a server search,
 * e.g. `GET /admin/search?q=` over companies, readers and contents of the acting company), and is
 * asked again on each change of the query; `groupKey` titles its results.
 */
export interface PaletteSource {
  id: string;
  groupKey: string;
  /** Shortest query it answers (a server source waits for a few letters). */
  minQuery: number;
  search(query: string, context: PaletteContext, signal: AbortSignal): PaletteItem[] | Promise<PaletteItem[]>;
}

/**
 * Lower case, widths and accents folded, so 'Ｃｏｎｔｅｎｔｓ' and 'cai dat' find their pages (Vietnamese đ is
 * a letter of its own, not d with a mark: typed as d).
 */
export const foldText = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'd');

/** Every word of the query appears in the text (any order). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A page's address for this admin: in the scope on screen, else the admin's own. */
export function pageHref(page: ConsolePage, context: Pick<PaletteContext, 'user' | 'scope'>): string {
  if (page.scope === 'none') return consoleHref(null, page.path);
  return consoleHref(context.scope ?? boundScope(context.user), page.path);
}

/** The console's pages the admin may open, found by title and keywords in the language on screen. */
export const pageSource: PaletteSource = {
  id: 'pages',
  groupKey: 'adminConsole.palette.pages',
  minQuery: 0,
  search(query, context) {
    return pagesFor(context.user)
      .filter((page) =>
        matchesQuery(
          [page.titleKey, ...(page.keywordKeys ?? [])].map((key) => context.t(key)).join(' '),
          query,
        ),
      )
      .map((page) => ({
        id: `page:${page.id}`,
        label: context.t(page.titleKey),
        href: pageHref(page, context),
        icon: page.icon,
      }));
  },
};

/**
 * The platform's companies (a system admin's, who acts on any): found by name, e-mail or domain, each
 * opening its contents.
 */
export const companySource: PaletteSource = {
  id: 'companies',
  groupKey: 'adminConsole.palette.companies',
  minQuery: 2,
  async search(query, context, signal) {
    if (context.user.companyId !== null || !can(context.user, 'company.read')) return [];
    const found = await callApi(
      'companyPage',
      { query: { page: 1, size: 5, keyword: query.trim() } },
      { signal },
    );
    return found.content.map((company) => ({
      id: `company:${company.id}`,
      label: company.name,
      description: company.domain,
      href: consoleHref({ companyId: company.id, serviceId: null }, 'contents'),
      icon: IconBuilding,
    }));
  },
};

/** The palette's sources, in the order their groups are shown. */
export const paletteSources: PaletteSource[] = [pageSource, companySource];
