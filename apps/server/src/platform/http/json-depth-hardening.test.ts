import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadContent } from '../../../test/content-kit.ts';
import { portalAddress, useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { contentGroups, contents } from '../../db/schema/index.ts';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-depth.ts';

const harness = useTenantWorld();

/** `{"name": …, "extra": [[…]]}`: the whole body nests `depth` levels (the body itself is level 1). */
const deepBody = (name: string, depth: number) =>
  `{"name":${JSON.stringify(name)},"extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

function send(url: string, payload: string, as: WorldUser | null) {
  const address = portalAddress(harness.world.a);
  return harness.app.inject({
    method: 'POST',
    url: `/api/v1${url}?domain=${address.domain}&path=${address.path}`,
    headers: {
      host: address.host,
      'content-type': 'application/json',
      ...(as ? { 'x-access-token': as.token } : {}),
    },
    payload,
  });
}

function expectTooDeep(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  expect(response.json()).toMatchObject({
    status: ResultCode.BAD_REQUEST,
    data: { fields: [{ field: 'body', rule: 'max_depth', message: TOO_DEEP_MESSAGE }] },
  });
}

const groupsNamed = async (name: string) =>
  harness.database.db.select().from(contentGroups).where(eq(contentGroups.name, name));

describe('JSON nested beyond the documented depth', () => {
  it.each([3_000, 100_000])('refuses %i levels on a public call (login) with 400', async (depth) => {
    const body = `{"email":"reader@example.test","password_hash":"${'a'.repeat(64)}","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expectTooDeep(await send('/auth/login', body, null));
  });

  it.each([3_000, 100_000])('refuses %i levels on a signed-in call and creates nothing', async (depth) => {
    const name = `Deep ${depth}`;
    expectTooDeep(await send('/content-group/add', deepBody(name, depth), harness.world.companyAdminA));
    expect(await groupsNamed(name)).toEqual([]);
  });

  it('refuses one level past the limit and accepts the limit itself', async () => {
    const admin = harness.world.companyAdminA;
    expectTooDeep(await send('/content-group/add', deepBody('Past the limit', MAX_JSON_DEPTH + 1), admin));
    const atLimit = await send('/content-group/add', deepBody('At the limit', MAX_JSON_DEPTH), admin);
    expect(atLimit.json(), atLimit.body).toMatchObject({ status: ResultCode.OK });
    expect(await groupsNamed('At the limit')).toHaveLength(1);
  });

  it.each([3_000, 100_000])(
    'refuses %i levels in an upload’s JSON part and stores nothing',
    async (depth) => {
      const title = `Deep upload ${depth}`;
      const response = await uploadContent(harness.app, {
        as: harness.world.companyAdminA,
        data: `{"title":${JSON.stringify(title)},"extra":${'['.repeat(depth)}${']'.repeat(depth)}}`,
        file: { name: 'deep.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n'), type: 'application/pdf' },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json()).toMatchObject({
        status: ResultCode.BAD_REQUEST,
        data: { fields: [{ field: 'content-data', rule: 'max_depth', message: TOO_DEEP_MESSAGE }] },
      });
      expect(await harness.database.db.select().from(contents).where(eq(contents.title, title))).toEqual([]);
    },
  );
});
