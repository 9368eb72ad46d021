import { readFileSync } from 'node:fs';
import { PageAccessMode as Mode, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { readerAccessDocPath, renderReaderAccessDoc } from '../../../scripts/write-reader-access-doc.ts';
import {
  everyReaderFacts,
  type PlanState,
  type ReaderAccessFacts,
  type ReaderCaller,
  type ReaderRoute,
  readerAccess,
  readerActions,
} from './reader-access.ts';

type Outcome = number | null;
type Row = [
  caller: ReaderCaller,
  route: ReaderRoute,
  company: 'open' | 'logins',
  mode: Mode,
  flags: string,
  plan: PlanState,
  list: Outcome,
  detail: Outcome,
  read: Outcome,
  favourite: Outcome,
  download: Outcome,
];

const { ACCESS_TOKEN_NOT_FOUND: PORTAL_LOGIN, LOGIN_REQUIRED: LOGIN, NO_PERMISSION: NONE } = ResultCode;
const { CONTENT_VIEW_NOT_ALLOWED: NOT_VIEWABLE, CONTENT_DOWNLOAD_NOT_ALLOWED: NO_DOWNLOADS } = ResultCode;
const { PLAN_REQUIRED_TO_VIEW: PLAN, PLAN_REQUIRED_FOR_FAVORITE: PLAN_FAV } = ResultCode;
const { NO_LOGIN, LOGIN_REQUIRED, VIEW_BOOK } = Mode;
const ok = null;
const all = (code: number) => [code, code, code, code, code] as const;

/**
 * flags: `L` login required, `O` view online, `B` view book, `D` the company's download mode (a letter
 * absent: off). Each row is one case of the matrix and the outcome of list, detail, read, favourite and
 * download it must answer (the snippet always answers as read).
 */
const cases: Row[] = [
  // A visitor on a portal with logins sees everything a reader would, and is told what logging in lifts.
  ['visitor', 'content', 'logins', VIEW_BOOK, 'B', 'none', ok, ok, LOGIN, LOGIN, NO_DOWNLOADS],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'OB', 'none', ok, ok, ok, LOGIN, NO_DOWNLOADS],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'LOB', 'none', ok, ok, LOGIN, LOGIN, NO_DOWNLOADS],
  ['visitor', 'content', 'logins', NO_LOGIN, 'LOBD', 'none', ok, ok, LOGIN, LOGIN, LOGIN],
  ['visitor', 'content', 'logins', NO_LOGIN, 'OBD', 'none', ok, ok, ok, LOGIN, LOGIN],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'OB', 'missing', ok, ok, PLAN, LOGIN, NO_DOWNLOADS],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'LO', 'none', ok, ok, NOT_VIEWABLE, LOGIN, NO_DOWNLOADS],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'O', 'none', ok, ok, NOT_VIEWABLE, LOGIN, NO_DOWNLOADS],
  // A portal that requires login for every page: the visitor is asked to log in, whatever the content.
  ['visitor', 'content', 'logins', LOGIN_REQUIRED, 'OBD', 'none', ...all(PORTAL_LOGIN)],
  ['visitor', 'content', 'logins', LOGIN_REQUIRED, 'LOB', 'none', ...all(PORTAL_LOGIN)],
  ['visitor', 'share-link', 'logins', LOGIN_REQUIRED, 'B', 'none', ...all(PORTAL_LOGIN)],
  // Share links: no view-online or plan needed, but login required and the portal's mode still win.
  ['visitor', 'share-link', 'logins', VIEW_BOOK, 'B', 'missing', ok, ok, ok, LOGIN, NO_DOWNLOADS],
  ['visitor', 'share-link', 'logins', VIEW_BOOK, 'LB', 'none', ok, ok, LOGIN, LOGIN, NO_DOWNLOADS],
  ['visitor', 'share-link', 'logins', VIEW_BOOK, '', 'none', ok, ok, NOT_VIEWABLE, LOGIN, NO_DOWNLOADS],
  // An OPEN company: every visitor reads, nobody keeps favourites or copies.
  ['visitor', 'content', 'open', NO_LOGIN, 'LB', 'none', ok, ok, ok, NONE, NO_DOWNLOADS],
  ['visitor', 'content', 'open', LOGIN_REQUIRED, 'LBD', 'none', ok, ok, ok, NONE, NONE],
  ['visitor', 'content', 'open', NO_LOGIN, 'LB', 'missing', ok, ok, PLAN, NONE, NO_DOWNLOADS],
  // Signed-in readers (with a plan or without) and IP users.
  ['reader', 'content', 'logins', LOGIN_REQUIRED, 'LBD', 'none', ok, ok, ok, ok, ok],
  ['reader', 'content', 'logins', VIEW_BOOK, 'B', 'held', ok, ok, ok, ok, NO_DOWNLOADS],
  ['reader', 'content', 'logins', VIEW_BOOK, 'LBD', 'missing', ok, ok, PLAN, PLAN_FAV, PLAN],
  ['reader', 'content', 'logins', VIEW_BOOK, 'LOD', 'none', ok, ok, NOT_VIEWABLE, ok, NOT_VIEWABLE],
  ['ip-user', 'content', 'logins', LOGIN_REQUIRED, 'LBD', 'none', ok, ok, ok, NONE, NONE],
  ['ip-user', 'content', 'logins', VIEW_BOOK, 'B', 'missing', ok, ok, PLAN, NONE, NO_DOWNLOADS],
  ['ip-user', 'content', 'logins', VIEW_BOOK, 'B', 'held', ok, ok, ok, NONE, NO_DOWNLOADS],
];

const factsOf = ([caller, route, company, mode, flags, plan]: Row): ReaderAccessFacts => ({
  caller,
  route,
  openCompany: company === 'open',
  pageAccessMode: mode,
  downloadMode: flags.includes('D'),
  content: {
    loginRequired: flags.includes('L'),
    viewOnline: flags.includes('O'),
    viewBook: flags.includes('B'),
    plan,
  },
});

describe('the reader-access table', () => {
  it.each(cases)('%s by %s on a %s company, mode %i, flags "%s", plan %s', (...row) => {
    const facts = factsOf(row);
    const [list, detail, read, favourite, download] = row.slice(6);
    expect({
      list: readerAccess(facts, 'list'),
      detail: readerAccess(facts, 'detail'),
      read: readerAccess(facts, 'read'),
      favourite: readerAccess(facts, 'favourite'),
      download: readerAccess(facts, 'download'),
      snippet: readerAccess(facts, 'snippet'),
    }).toEqual({ list, detail, read, favourite, download, snippet: read });
  });

  it('never lets a visitor of a company with logins read a login-required content, and always shows it', () => {
    for (const facts of everyReaderFacts()) {
      if (facts.caller !== 'visitor' || facts.openCompany) continue;
      const why = JSON.stringify(facts);
      if (facts.pageAccessMode === LOGIN_REQUIRED) {
        for (const action of readerActions) expect(readerAccess(facts, action), why).toBe(PORTAL_LOGIN);
      } else {
        expect(readerAccess(facts, 'list'), why).toBeNull();
        expect(readerAccess(facts, 'detail'), why).toBeNull();
        if (facts.content?.loginRequired) {
          expect(readerAccess(facts, 'read'), why).not.toBeNull();
          expect(readerAccess(facts, 'snippet'), why).not.toBeNull();
        }
      }
    }
  });

  it('lists and details by the caller and portal alone (the catalogue lists in SQL without plans)', () => {
    const key = (f: ReaderAccessFacts) => JSON.stringify({ ...f, content: { ...f.content, plan: null } });
    const seen = new Map<string, string>();
    for (const facts of everyReaderFacts()) {
      const outcome = JSON.stringify([readerAccess(facts, 'list'), readerAccess(facts, 'detail')]);
      const k = key(facts);
      expect(seen.get(k) ?? outcome, JSON.stringify(facts)).toBe(outcome);
      seen.set(k, outcome);
    }
  });

  it('refuses every action of a visitor of a login-only portal before any content is read', () => {
    const portalOnly = {
      caller: 'visitor',
      route: 'content',
      openCompany: false,
      downloadMode: false,
      content: null,
    } as const;
    expect(readerAccess({ ...portalOnly, pageAccessMode: LOGIN_REQUIRED }, 'list')).toBe(PORTAL_LOGIN);
    expect(readerAccess({ ...portalOnly, pageAccessMode: LOGIN_REQUIRED }, 'read')).toBe(PORTAL_LOGIN);
    expect(readerAccess({ ...portalOnly, pageAccessMode: VIEW_BOOK }, 'read')).toBeNull();
  });

  it('docs/reader-access.md is up to date (run `npm run docs:reader-access`)', () => {
    expect(readFileSync(readerAccessDocPath, 'utf8')).toBe(renderReaderAccessDoc());
  });
});
