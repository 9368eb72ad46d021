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
} from './reader-access.ts';

type Row = [
  caller: ReaderCaller,
  route: ReaderRoute,
  company: 'open' | 'logins',
  mode: Mode,
  flags: string,
  plan: PlanState,
  open: number | null,
  list: number | null,
];

const { ACCESS_TOKEN_NOT_FOUND: LOGIN, CONTENT_VIEW_NOT_ALLOWED: NOT_VIEWABLE } = ResultCode;
const { PLAN_REQUIRED_TO_VIEW: PLAN, CONTENT_NOT_FOUND: HIDDEN } = ResultCode;
const { NO_LOGIN, LOGIN_REQUIRED, VIEW_BOOK } = Mode;

/**
 * flags: `L` login required, `O` view online, `B` view book (a letter absent: off). Each row is one
 * case of the matrix and the code it must answer.
 */
const cases: Row[] = [
  // A visitor by content id on a portal with logins.
  ['visitor', 'content', 'logins', VIEW_BOOK, 'B', 'none', NOT_VIEWABLE, null],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'OB', 'none', null, null],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'LOB', 'none', NOT_VIEWABLE, HIDDEN],
  ['visitor', 'content', 'logins', NO_LOGIN, 'LOB', 'none', NOT_VIEWABLE, HIDDEN],
  ['visitor', 'content', 'logins', NO_LOGIN, 'OB', 'none', null, null],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'OB', 'missing', PLAN, null],
  ['visitor', 'content', 'logins', VIEW_BOOK, 'O', 'none', NOT_VIEWABLE, null],
  // A portal that requires login for every page: the visitor is asked to log in, whatever the content.
  ['visitor', 'content', 'logins', LOGIN_REQUIRED, 'OB', 'none', LOGIN, LOGIN],
  ['visitor', 'content', 'logins', LOGIN_REQUIRED, 'LOB', 'none', LOGIN, LOGIN],
  ['visitor', 'share-link', 'logins', LOGIN_REQUIRED, 'B', 'none', LOGIN, LOGIN],
  // Share links: no view-online or plan needed, but login required and the portal's mode still win.
  ['visitor', 'share-link', 'logins', VIEW_BOOK, 'B', 'missing', null, null],
  ['visitor', 'share-link', 'logins', VIEW_BOOK, 'LB', 'none', NOT_VIEWABLE, HIDDEN],
  ['visitor', 'share-link', 'logins', VIEW_BOOK, '', 'none', NOT_VIEWABLE, null],
  // An OPEN company: every visitor is its reader.
  ['visitor', 'content', 'open', NO_LOGIN, 'LB', 'none', null, null],
  ['visitor', 'content', 'open', LOGIN_REQUIRED, 'LB', 'none', null, null],
  ['visitor', 'content', 'open', NO_LOGIN, 'LB', 'missing', PLAN, null],
  // Signed-in readers and IP users.
  ['reader', 'content', 'logins', LOGIN_REQUIRED, 'LB', 'none', null, null],
  ['reader', 'content', 'logins', VIEW_BOOK, 'B', 'held', null, null],
  ['reader', 'content', 'logins', VIEW_BOOK, 'LB', 'missing', PLAN, null],
  ['reader', 'content', 'logins', VIEW_BOOK, 'LO', 'none', NOT_VIEWABLE, null],
  ['ip-user', 'content', 'logins', LOGIN_REQUIRED, 'LB', 'none', null, null],
  ['ip-user', 'content', 'logins', VIEW_BOOK, 'B', 'missing', PLAN, null],
];

const factsOf = ([caller, route, company, mode, flags, plan]: Row): ReaderAccessFacts => ({
  caller,
  route,
  openCompany: company === 'open',
  pageAccessMode: mode,
  content: {
    loginRequired: flags.includes('L'),
    viewOnline: flags.includes('O'),
    viewBook: flags.includes('B'),
    plan,
  },
});

describe('the reader-access table', () => {
  it.each(cases)('%s by %s on a %s company, mode %i, flags "%s", plan %s: open %s, list %s', (...row) => {
    const facts = factsOf(row);
    expect(readerAccess(facts, 'open')).toBe(row[6]);
    expect(readerAccess(facts, 'list')).toBe(row[7]);
  });

  it('never lets a visitor of a company with logins open a login-required content, by any route or mode', () => {
    for (const facts of everyReaderFacts()) {
      if (facts.caller === 'visitor' && !facts.openCompany && facts.content?.loginRequired) {
        expect(readerAccess(facts, 'open'), JSON.stringify(facts)).not.toBeNull();
        expect(readerAccess(facts, 'list'), JSON.stringify(facts)).not.toBeNull();
      }
      if (facts.caller === 'visitor' && !facts.openCompany && facts.pageAccessMode === LOGIN_REQUIRED) {
        expect(readerAccess(facts, 'open')).toBe(LOGIN);
      }
    }
  });

  it('refuses a visitor of a login-only portal before any content is read', () => {
    const portalOnly = { caller: 'visitor', route: 'content', openCompany: false, content: null } as const;
    expect(readerAccess({ ...portalOnly, pageAccessMode: LOGIN_REQUIRED }, 'open')).toBe(LOGIN);
    expect(readerAccess({ ...portalOnly, pageAccessMode: VIEW_BOOK }, 'open')).toBeNull();
  });

  it('docs/reader-access.md is up to date (run `npm run docs:reader-access`)', () => {
    expect(readFileSync(readerAccessDocPath, 'utf8')).toBe(renderReaderAccessDoc());
  });
});
