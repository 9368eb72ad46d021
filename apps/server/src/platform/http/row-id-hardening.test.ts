import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, contents } from '../../db/schema/index.ts';
import { newElementId } from '../../modules/content/content-service.ts';

/** Ids whose digits a lenient number parse reads as the id of an existing row. */
const badIds = (id: number) => [
  `0x${id.toString(16)}`,
  `0o${id.toString(8)}`,
  `0b${id.toString(2)}`,
  `${id}e0`,
  `${id / 10}e1`,
  `+${id}`,
  `-${id}`,
  ` ${id}`,
  `${id} `,
  `\t${id}`,
  `${id}.0`,
  `0${id}`,
  `00${id}`,
  '0',
  ' ',
  'Infinity',
  'NaN',
  `${id}abc`,
  '9007199254740993',
  '99999999999999999999',
  // Fullwidth digits, which some parsers read as decimal.
  String.fromCodePoint(...[...String(id)].map((digit) => 0xff10 + Number(digit))),
];

const made = { content: 0, group: 0 };

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const [content] = await db
    .insert(contents)
    .values({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      elementId: newElementId(),
      title: 'Sixteen',
    })
    .returning();
  const [group] = await db
    .insert(contentGroups)
    .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Twenty' })
    .returning();
  made.content = content?.id ?? 0;
  made.group = group?.id ?? 0;
});

const { send } = routeCaller(harness);

function expectRefusedId(response: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { status: number; data: { fields?: { field: string }[] } };
  expect(body.status).toBe(ResultCode.BAD_REQUEST);
  expect(body.data.fields?.map((f) => f.field)).toContain(field);
}

describe('row ids in paths and queries are decimal digits only', () => {
  it('refuses every other spelling of a content id on delete, and deletes nothing', async () => {
    const { world, database } = harness;
    for (const id of badIds(made.content)) {
      const response = await send('contentDelete', { as: world.companyAdminA, params: { id } });
      expectRefusedId(response, 'params.id');
    }
    const [still] = await database.db.select().from(contents).where(eq(contents.id, made.content));
    expect(still?.title).toBe('Sixteen');
  });

  it('refuses them on a content group delete and on a user detail', async () => {
    const { world, database } = harness;
    for (const id of badIds(made.group)) {
      expectRefusedId(
        await send('contentGroupDelete', { as: world.companyAdminA, params: { id } }),
        'params.id',
      );
    }
    for (const id of badIds(world.readerA.user.id)) {
      expectRefusedId(await send('userDetail', { as: world.companyAdminA, params: { id } }), 'params.id');
    }
    const [still] = await database.db.select().from(contentGroups).where(eq(contentGroups.id, made.group));
    expect(still?.name).toBe('Twenty');
  });

  it('refuses them in a query id', async () => {
    const { world } = harness;
    for (const id of badIds(world.a.company.id + 10)) {
      expectRefusedId(
        await send('contentPage', { as: world.systemAdmin, at: null, query: { companyId: id } }),
        'querystring.companyId',
      );
    }
  });

  it('still accepts the plain decimal id', async () => {
    const { world } = harness;
    const detail = await send('contentDetail', {
      as: world.companyAdminA,
      params: { id: String(made.content) },
    });
    expect(detail.json(), detail.body).toMatchObject({ status: ResultCode.OK });
    const deleted = await send('contentDelete', {
      as: world.companyAdminA,
      params: { id: `${made.content}` },
    });
    expect(deleted.json(), deleted.body).toMatchObject({ status: ResultCode.OK });
  });
});
