import { ADMIN_SEARCH_MIN, type AdminSearchResult } from '@hondana/contract';
import { IconBook, IconBuilding, IconUser, type TablerIcon } from '@tabler/icons-react';
import { callApi } from '../../../api/client.ts';
import { can } from '../../../session/abilities.ts';
import type { SessionUser } from '../../../session/session-store.ts';
import type { ConsolePage } from './console-page.ts';
import { type ActingScope, boundScope, consoleHref, scopeQuery } from './console-scope.ts';
import { pagesFor } from './page-access.ts';

/** One thing the command palette offers: a page, a reader, a content or a company. */
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
 * Where the palette looks. A source answers at once (the page list) or with a promise (a server search:
 * `GET /admin/search?q=` over readers, contents and companies), and is asked again on each change of
 * the query, a `remote` one once the typing pauses; `groupKey` titles its results.
 */
export interface PaletteSource {
  id: string;
  groupKey: string;
  /** Shortest query it answers (a server source waits for a few letters). */
  minQuery: number;
  /** Asks the server: asked once the typing pauses, not on every key. */
  remote?: boolean;
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

/** One `GET /admin/search` per query and keystroke: the palette's three server groups share its answer. */
const searches = new WeakMap<AbortSignal, Map<string, Promise<AdminSearchResult>>>();

function consoleSearch(query: string, context: PaletteContext, signal: AbortSignal) {
  const companyId = scopeQuery(context.user, context.scope).companyId;
  const key = `${companyId ?? ''}:${query.trim()}`;
  const asked = searches.get(signal) ?? new Map<string, Promise<AdminSearchResult>>();
  searches.set(signal, asked);
  const known = asked.get(key);
  if (known) return known;
  const answer = callApi('adminSearch', { query: { q: query.trim(), companyId } }, { signal });
  asked.set(key, answer);
  return answer;
}

/** A group of the console's search, for an admin who may call it. */
function searchSource(
  id: string,
  groupKey: string,
  items: (found: AdminSearchResult) => PaletteItem[],
): PaletteSource {
  return {
    id,
    groupKey,
    minQuery: ADMIN_SEARCH_MIN,
    remote: true,
    async search(query, context, signal) {
      if (!can(context.user, 'console.search')) return [];
      return items(await consoleSearch(query, context, signal));
    },
  };
}

const inCompany = (companyId: number, path: string) => consoleHref({ companyId, serviceId: null }, path);

/** Readers by username, e-mail or name, each opening its page. */
export const readerSource = searchSource('readers', 'adminConsole.palette.readers', (found) =>
  found.readers.map((reader) => ({
    id: `reader:${reader.id}`,
    label: reader.name || reader.username || reader.email || `#${reader.id}`,
    description: [reader.username, reader.email].filter(Boolean).join(' · ') || undefined,
    href: inCompany(reader.companyId, `readers/${reader.id}`),
    icon: IconUser,
  })),
);

/** Contents by title or author, each opening its page. */
export const contentSource = searchSource('contents', 'adminConsole.palette.contents', (found) =>
  found.contents.map((content) => ({
    id: `content:${content.id}`,
    label: content.title,
    description: content.author ?? undefined,
    href: inCompany(content.companyId, `contents/${content.id}`),
    icon: IconBook,
  })),
);

/** The platform's companies (a system admin's), by name, domain or a service's path, each opening its settings. */
export const companySource = searchSource('companies', 'adminConsole.palette.companies', (found) =>
  found.companies.map((company) => ({
    id: `company:${company.id}`,
    label: company.name,
    description: company.domain,
    href: inCompany(company.id, 'company-settings'),
    icon: IconBuilding,
  })),
);

/** The palette's sources, in the order their groups are shown. */
export const paletteSources: PaletteSource[] = [pageSource, readerSource, contentSource, companySource];
