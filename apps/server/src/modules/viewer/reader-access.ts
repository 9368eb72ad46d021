import {
  type AccessOutcome,
  AccountType,
  type ContentAccess,
  PageAccessMode,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/** Who asks: nobody signed in, a signed-in reader, or the shared account of an IP user group. */
export type ReaderCaller = 'visitor' | 'reader' | 'ip-user';

/** How the content is reached: by its id (detail page, view-online) or through an administrator's share link. */
export type ReaderRoute = 'content' | 'share-link';

/** A content's plan state for the caller: in no live plan, in one the caller holds, or in one they lack. */
export type PlanState = 'none' | 'held' | 'missing';

/** The content's flags the rule reads; absent while the content is not read yet (the portal's rows only). */
export interface ReaderContentFlags {
  loginRequired: boolean;
  viewOnline: boolean;
  viewBook: boolean;
  plan: PlanState;
}

export interface ReaderAccessFacts {
  caller: ReaderCaller;
  route: ReaderRoute;
  /** The company's account type is OPEN: nobody can log in, every visitor is its reader. */
  openCompany: boolean;
  pageAccessMode: PageAccessMode;
  /** The company's download mode: an app keeps an encrypted copy of what it opens. */
  downloadMode: boolean;
  content: ReaderContentFlags | null;
}

/**
 * What a caller does with a content: `list` (shown in catalogue lists, search results and hashtag
 * counts; its cover cached publicly for visitors), `detail` (its detail page, a share link's detail),
 * `read` (viewer token, share link, reading progress), `favourite`, `download` (the download spec) and
 * `snippet` (the full-text search's page text).
 */
export const readerActions = ['list', 'detail', 'read', 'favourite', 'download', 'snippet'] as const;
export type ReaderAction = (typeof readerActions)[number];

type Condition = {
  caller?: readonly ReaderCaller[];
  route?: readonly ReaderRoute[];
  openCompany?: boolean;
  pageAccessMode?: readonly PageAccessMode[];
  downloadMode?: boolean;
  loginRequired?: boolean;
  viewOnline?: boolean;
  viewBook?: boolean;
  plan?: readonly PlanState[];
};

export interface ReaderAccessRule {
  id: string;
  when: Condition;
  /** The refusal of each action this row stops (an action it does not name passes this row). */
  refuses: Partial<Record<ReaderAction, number>>;
  why: string;
}

const portalModes = [PageAccessMode.NO_LOGIN, PageAccessMode.VIEW_BOOK];
const { LOGIN_REQUIRED: LOGIN, CONTENT_VIEW_NOT_ALLOWED: NOT_VIEWABLE, NO_PERMISSION } = ResultCode;
const every = (code: number) => Object.fromEntries(readerActions.map((action) => [action, code]));

/**
 * THE reader-access table: the first row whose conditions all hold refuses the action with its code;
 * no row refusing it, the action is allowed. The content's state (706 not the service's or failed, 916
 * unpublished, 740 processing) is checked before, and the referrer (845) after. New actions are new
 * columns of `refuses`; new facts new conditions. docs/reader-access.md is rendered from it.
 *
 * A visitor is shown everything a reader would be: what they could do after logging in is refused with
 * 850, which the web shows as a lock and "log in to read" (never hidden, never "not found").
 */
export const readerAccessRules: readonly ReaderAccessRule[] = [
  {
    id: 'portal-requires-login',
    when: { caller: ['visitor'], openCompany: false, pageAccessMode: [PageAccessMode.LOGIN_REQUIRED] },
    refuses: every(ResultCode.ACCESS_TOKEN_NOT_FOUND),
    why: 'Every page of the portal needs a login: a visitor is asked to log in, whatever the content or link.',
  },
  {
    id: 'download-mode-off',
    when: { downloadMode: false },
    refuses: { download: ResultCode.CONTENT_DOWNLOAD_NOT_ALLOWED },
    why: 'Only a company in download mode hands out download specs.',
  },
  {
    id: 'view-book-off',
    when: { viewBook: false },
    refuses: { read: NOT_VIEWABLE, snippet: NOT_VIEWABLE, download: NOT_VIEWABLE },
    why: 'The administrator turned the view-book button off: nobody reads it, share links included; it stays listed.',
  },
  {
    id: 'ip-user-shared-account',
    when: { caller: ['ip-user'] },
    refuses: { favourite: NO_PERMISSION, download: NO_PERMISSION },
    why: "An IP user's account is shared by everyone at the address: no favourites, no copies kept.",
  },
  {
    id: 'open-company-no-accounts',
    when: { caller: ['visitor'], openCompany: true },
    refuses: { favourite: NO_PERMISSION, download: NO_PERMISSION },
    why: 'Nobody logs in to an OPEN company: its visitors read everything but keep no favourites or copies.',
  },
  {
    id: 'content-requires-login',
    when: { caller: ['visitor'], openCompany: false, loginRequired: true },
    refuses: { read: LOGIN, snippet: LOGIN, favourite: LOGIN, download: LOGIN },
    why: 'A login-required content is read by signed-in readers only (share links included); visitors see it with a lock.',
  },
  {
    id: 'visitor-not-view-online',
    when: { caller: ['visitor'], route: ['content'], openCompany: false, viewOnline: false },
    refuses: { read: LOGIN, snippet: LOGIN },
    why: 'A visitor of a portal with logins reads by id only what is flagged view-online; the rest after logging in.',
  },
  {
    id: 'visitor-keeps-nothing',
    when: { caller: ['visitor'], openCompany: false },
    refuses: { favourite: LOGIN, download: LOGIN },
    why: 'Favourites and downloaded copies belong to an account: a visitor logs in first.',
  },
  {
    id: 'plan-missing',
    when: { route: ['content'], plan: ['missing'] },
    refuses: {
      read: ResultCode.PLAN_REQUIRED_TO_VIEW,
      snippet: ResultCode.PLAN_REQUIRED_TO_VIEW,
      download: ResultCode.PLAN_REQUIRED_TO_VIEW,
      favourite: ResultCode.PLAN_REQUIRED_FOR_FAVORITE,
    },
    why: 'A plan content is read and kept by a reader holding one of its plans; a share link was made on purpose and opens it.',
  },
];

function holds(when: Condition, facts: ReaderAccessFacts): boolean {
  const { content } = facts;
  const contentFacts = [when.loginRequired, when.viewOnline, when.viewBook, when.plan];
  if (!content && contentFacts.some((fact) => fact !== undefined)) return false;
  return (
    (when.caller === undefined || when.caller.includes(facts.caller)) &&
    (when.route === undefined || when.route.includes(facts.route)) &&
    (when.openCompany === undefined || when.openCompany === facts.openCompany) &&
    (when.pageAccessMode === undefined || when.pageAccessMode.includes(facts.pageAccessMode)) &&
    (when.downloadMode === undefined || when.downloadMode === facts.downloadMode) &&
    (when.loginRequired === undefined || when.loginRequired === content?.loginRequired) &&
    (when.viewOnline === undefined || when.viewOnline === content?.viewOnline) &&
    (when.viewBook === undefined || when.viewBook === content?.viewBook) &&
    (when.plan === undefined || (content !== null && when.plan.includes(content.plan)))
  );
}

/** The refusal code of the action, or null when the caller may do it. */
export function readerAccess(facts: ReaderAccessFacts, action: ReaderAction): number | null {
  for (const rule of readerAccessRules) {
    const code = rule.refuses[action];
    if (code !== undefined && holds(rule.when, facts)) return code;
  }
  return null;
}

const outcomeOf = (code: number | null): AccessOutcome => code ?? 'allowed';

/** The caller's outcomes a card or detail carries to the web (read, favourite, download). */
export function contentAccessOf(facts: ReaderAccessFacts): ContentAccess {
  return {
    read: outcomeOf(readerAccess(facts, 'read')),
    favourite: outcomeOf(readerAccess(facts, 'favourite')),
    download: outcomeOf(readerAccess(facts, 'download')),
  };
}

export function assertReaderAccess(facts: ReaderAccessFacts, action: ReaderAction): void {
  const code = readerAccess(facts, action);
  if (code !== null) throw appError(code);
}

export const callerOf = (user: { roleLevel: RoleLevel } | null): ReaderCaller =>
  !user ? 'visitor' : user.roleLevel === RoleLevel.IP_USER ? 'ip-user' : 'reader';

/** The portal's part of the facts. */
export const portalFactsOf = (tenant: Tenant) => ({
  openCompany: tenant.company.accountType === AccountType.OPEN,
  pageAccessMode: tenant.company.pageAccessMode,
  downloadMode: tenant.company.downloadMode,
});

export const planStateOf = (planNeeded: boolean, registered: boolean): PlanState =>
  !planNeeded ? 'none' : registered ? 'held' : 'missing';

/** Every combination of the facts, for the table's tests and document. */
export function* everyReaderFacts(): Generator<ReaderAccessFacts> {
  const bools = [false, true];
  for (const caller of ['visitor', 'reader', 'ip-user'] as const)
    for (const route of ['content', 'share-link'] as const)
      for (const openCompany of bools)
        for (const pageAccessMode of [...portalModes, PageAccessMode.LOGIN_REQUIRED])
          for (const downloadMode of bools)
            for (const loginRequired of bools)
              for (const viewOnline of bools)
                for (const viewBook of bools)
                  for (const plan of ['none', 'held', 'missing'] as const)
                    yield {
                      caller,
                      route,
                      openCompany,
                      pageAccessMode,
                      downloadMode,
                      content: { loginRequired, viewOnline, viewBook, plan },
                    };
}
