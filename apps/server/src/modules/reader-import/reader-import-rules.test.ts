import { ResultCode as Code } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, userGroups, users } from '../../db/schema/index.ts';
import { csvText, previewOf } from './reader-import.test-kit.ts';

let passwordGroup = 0;
let ipGroup = 0;
let fullGroup = 0;
const harness = useTenantWorld({}, async ({ database, world }) => {
  const group = async (name: string, authMethod: 1 | 2, maxUsers: number) => {
    const [row] = await database.db
      .insert(userGroups)
      .values({ companyId: world.a.company.id, name, authMethod, maxUsers })
      .returning();
    return row?.id ?? 0;
  };
  passwordGroup = await group('Class 1', 1, 100);
  ipGroup = await group('Library network', 2, 100);
  fullGroup = await group('Class 2', 1, 1);
  await database.db
    .update(users)
    .set({ externalId: 'sso-taken' })
    .where(eq(users.id, world.readerA2.user.id));
});

const header = [
  'email',
  'fullName',
  'username',
  'status',
  'subscriptionType',
  'subscriptionStart',
  'subscriptionEnd',
  'timezone',
  'lang',
  'isSubscribeMail',
  'userGroupId',
  'externalId',
] as const;
type Cells = Partial<Record<(typeof header)[number], string>>;

/** One row each: its cells over a valid new reader, and the outcome with the [column, code] of each problem. */
const table: [string, Cells, 'create' | 'update' | 'refused', [string | null, number][]][] = [
  ['a valid new reader', {}, 'create', []],
  ['no e-mail (the key)', { email: '' }, 'refused', [['email', Code.EMAIL_REQUIRED]]],
  [
    'an e-mail too long',
    { email: `${'x'.repeat(250)}@example.com` },
    'refused',
    [['email', Code.EMAIL_TOO_LONG]],
  ],
  ['an e-mail that is not one', { email: 'nobody@' }, 'refused', [['email', Code.EMAIL_FORMAT_INVALID]]],
  ['a username too short', { username: 'abc' }, 'refused', [['username', Code.USERNAME_TOO_SHORT]]],
  ['a username too long', { username: 'u'.repeat(65) }, 'refused', [['username', Code.USERNAME_TOO_LONG]]],
  [
    'a username with blanks',
    { username: 'two words' },
    'refused',
    [['username', Code.USERNAME_FORMAT_INVALID]],
  ],
  ['no full name', { fullName: '' }, 'refused', [['fullName', Code.BAD_REQUEST]]],
  ['a full name too long', { fullName: 'n'.repeat(101) }, 'refused', [['fullName', Code.BAD_REQUEST]]],
  ['an unknown status', { status: 'paused' }, 'refused', [['status', Code.BAD_REQUEST]]],
  [
    'a login period without days',
    { subscriptionType: 'login' },
    'refused',
    [
      ['subscriptionStart', Code.BAD_PARAMETERS],
      ['subscriptionEnd', Code.BAD_PARAMETERS],
    ],
  ],
  [
    'a period that ends before it starts',
    {
      subscriptionType: 'login',
      subscriptionStart: '2027-05-01',
      subscriptionEnd: '2027-04-01',
    },
    'refused',
    [['subscriptionEnd', Code.DATE_RANGE_INVALID]],
  ],
  [
    'a day that does not exist',
    {
      subscriptionType: 'login',
      subscriptionStart: '2027-02-30',
      subscriptionEnd: '2027-04-01',
    },
    'refused',
    [['subscriptionStart', Code.DATE_FORMAT_INVALID]],
  ],
  [
    'a day written another way',
    { subscriptionStart: '2027/01/01' },
    'refused',
    [['subscriptionStart', Code.DATE_FORMAT_INVALID]],
  ],
  ['an unknown time zone', { timezone: 'Mars/Base' }, 'refused', [['timezone', Code.BAD_PARAMETERS]]],
  ['an unknown language', { lang: 'fr' }, 'refused', [['lang', Code.BAD_REQUEST]]],
  [
    'a yes/no cell that is neither',
    { isSubscribeMail: 'yes' },
    'refused',
    [['isSubscribeMail', Code.BAD_REQUEST]],
  ],
  [
    'a group id that is not a number',
    { userGroupId: 'Class 1' },
    'refused',
    [['userGroupId', Code.BAD_REQUEST]],
  ],
  [
    'a group of another company or none',
    { userGroupId: '999999' },
    'refused',
    [['userGroupId', Code.USER_GROUP_NOT_FOUND]],
  ],
  ['an IP group', { userGroupId: 'ip' }, 'refused', [['userGroupId', Code.USER_GROUP_LOGIN_METHOD_MISMATCH]]],
  ['a group with room', { userGroupId: 'password' }, 'create', []],
  ['the last place of a group', { userGroupId: 'full' }, 'create', []],
  [
    'a group already full',
    { userGroupId: 'full' },
    'refused',
    [['userGroupId', Code.USER_GROUP_USER_LIMIT_REACHED]],
  ],
  ["another reader's username", { username: 'taken' }, 'refused', [['username', Code.USERNAME_DUPLICATED]]],
  [
    "another reader's single sign-on id",
    { externalId: 'sso-taken' },
    'refused',
    [['externalId', Code.SSO_ID_EXISTS]],
  ],
  ["a staff account's e-mail", { email: 'staff' }, 'refused', [['email', Code.FORBIDDEN]]],
  ["an existing reader's e-mail", { email: 'reader' }, 'update', []],
  ['the e-mail of an earlier row', { email: 'same@example.com' }, 'create', []],
  [
    'the same e-mail again',
    { email: 'same@example.com' },
    'refused',
    [['email', Code.USER_EMAIL_DUPLICATED]],
  ],
];

describe('the rules of a row (dry run)', () => {
  it('decides each row as the readers form and the registration would', async () => {
    const { app, world } = harness;
    const special: Record<string, string> = {
      password: String(passwordGroup),
      ip: String(ipGroup),
      full: String(fullGroup),
      taken: world.readerA2.user.username ?? '',
      staff: world.serviceAdminA.user.email ?? '',
      reader: world.readerA.user.email ?? '',
    };
    const rows = table.map(([, cells], index) => {
      const row: Record<string, string> = {
        email: `rule-${index}@example.com`,
        fullName: `Rule ${index}`,
        ...cells,
      };
      return header.map((column) => special[row[column] ?? ''] ?? row[column] ?? '');
    });
    const preview = await previewOf(app, world.companyAdminA, Buffer.from(csvText([[...header], ...rows])));
    const found = preview.rows.content.map((row) => [
      row.outcome,
      row.problems.map((p) => [p.column, p.code]),
    ]);
    const expected = table.map(([, , outcome, problems]) => [outcome, problems]);
    for (const [index, [name]] of table.entries()) expect(found[index], name).toEqual(expected[index]);
  });

  it('matches by username where the company signs in by it, and stops new readers at the company limit (417)', async () => {
    const { app, world, database } = harness;
    await database.db
      .update(companies)
      .set({ accountType: 'USERNAME', maxUser: 2 })
      .where(eq(companies.id, world.b.company.id));
    const preview = await previewOf(
      app,
      world.companyAdminB,
      Buffer.from(
        csvText([
          ['username', 'email', 'fullName'],
          [world.readerB.user.username ?? '', 'renamed-b@example.com', 'Reader B'],
          ['new_reader_1', 'new-b1@example.com', 'New B1'],
          ['new_reader_2', 'new-b2@example.com', 'New B2'],
          ['', 'no-name@example.com', 'No username'],
        ]),
      ),
    );
    expect(
      preview.rows.content.map((row) => [row.key, row.outcome, row.problems.map((p) => p.code)]),
    ).toEqual([
      [world.readerB.user.username, 'update', []],
      ['new_reader_1', 'create', []],
      ['new_reader_2', 'refused', [Code.COMPANY_USER_LIMIT_REACHED]],
      ['', 'refused', [Code.USERNAME_REQUIRED]],
    ]);
  });
});
