import { AccountType, PageAccessMode, ResultCode, RoleLevel } from '@hondana/contract';
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
  content: ReaderContentFlags | null;
}

/**
 * What a caller does with a content: `open` (viewer token, share link, download spec, reading progress,
 * full-text snippets) and `list` (shown to them at all: catalogue, cover cached publicly for visitors).
 */
export const readerActions = ['open', 'list'] as const;
export type ReaderAction = (typeof readerActions)[number];

type Condition = {
  caller?: readonly ReaderCaller[];
  route?: readonly ReaderRoute[];
  openCompany?: boolean;
  pageAccessMode?: readonly PageAccessMode[];
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

/**
 * THE reader-access table: the first row whose conditions all hold refuses the action with its code;
 * no row refusing it, the action is allowed. The content's state (706 not the service's or failed, 916
 * unpublished, 740 processing) is checked before, and the referrer (845) after. New actions are new
 * columns of `refuses`; new facts new conditions. docs/reader-access.md is rendered from it.
 */
export const readerAccessRules: readonly ReaderAccessRule[] = [
  {
    id: 'portal-requires-login',
    when: { caller: ['visitor'], openCompany: false, pageAccessMode: [PageAccessMode.LOGIN_REQUIRED] },
    refuses: { open: ResultCode.ACCESS_TOKEN_NOT_FOUND, list: ResultCode.ACCESS_TOKEN_NOT_FOUND },
    why: 'Every page of the portal needs a login: a visitor is asked to log in, whatever the content or link.',
  },
  {
    id: 'view-book-off',
    when: { viewBook: false },
    refuses: { open: ResultCode.CONTENT_VIEW_NOT_ALLOWED },
    why: 'The administrator turned the view-book button off: nobody opens it, share links included.',
  },
  {
    id: 'content-requires-login',
    when: { caller: ['visitor'], openCompany: false, loginRequired: true },
    refuses: { open: ResultCode.CONTENT_VIEW_NOT_ALLOWED, list: ResultCode.CONTENT_NOT_FOUND },
    why: 'A login-required content is only for signed-in readers: view-online and share links do not lift it.',
  },
  {
    id: 'visitor-not-view-online',
    when: { caller: ['visitor'], route: ['content'], openCompany: false, viewOnline: false },
    refuses: { open: ResultCode.CONTENT_VIEW_NOT_ALLOWED },
    why: 'A visitor of a portal with logins opens by id only what is flagged view-online.',
  },
  {
    id: 'plan-missing',
    when: { route: ['content'], plan: ['missing'] },
    refuses: { open: ResultCode.PLAN_REQUIRED_TO_VIEW },
    why: 'A plan content opens to a reader holding one of its plans; a share link was made on purpose and opens it.',
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
          for (const loginRequired of bools)
            for (const viewOnline of bools)
              for (const viewBook of bools)
                for (const plan of ['none', 'held', 'missing'] as const)
                  yield {
                    caller,
                    route,
                    openCompany,
                    pageAccessMode,
                    content: { loginRequired, viewOnline, viewBook, plan },
                  };
}
