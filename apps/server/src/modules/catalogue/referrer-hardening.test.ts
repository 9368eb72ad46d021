import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { services } from '../../db/schema/index.ts';
import { tenantCacheOf } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { patternedBytes, sealedContent } from '../viewer/viewer-test-support.ts';

let elementId = '';
let sealed = '';

const harness = useTenantWorld({}, async ({ app, world, database }) => {
  const { db } = database;
  elementId = (await insertContent(db, world.a, { title: 'Partner book' })).elementId;
  sealed = (await sealedContent(app, db, world.a, patternedBytes(2000), { title: 'Partner file' })).elementId;
  await db
    .update(services)
    .set({ referrerUrls: ['https://partner.example.com', 'http://library.example.org:8080/shelf'] })
    .where(eq(services.id, world.a.service.id));
  // The change notification may arrive after the first call; start from what the rows say.
  tenantCacheOf(db)?.flush();
});

function detail(referer?: string) {
  const { world, app } = harness;
  const address = world.address(world.a);
  const search = new URLSearchParams({ domain: address.domain, path: address.path, id: elementId });
  return app.inject({
    method: 'GET',
    url: `/api/v1/content/public/detail?${search}`,
    headers: { host: address.host, ...(referer === undefined ? {} : { 'cus-referer': referer }) },
  });
}

const statusFor = async (referer?: string) => (await detail(referer)).json().status;

describe('cus-referer against the service’s referrer URLs', () => {
  it.each([
    'https://partner.example.com.evil.net/',
    'https://partner.example.com.evil.net',
    'https://partner.example.comevil.net/',
    'https://partner.example.com@evil.net/',
    'https://evil.net/https://partner.example.com/',
    'https://evil.net/?from=https://partner.example.com',
    'http://partner.example.com/',
    'https://partner.example.com:8443/',
    'https://sub.partner.example.com/',
    'https://example.com/',
    'http://library.example.org/shelf',
    'http://library.example.org:8081/shelf',
    'partner.example.com',
    '//partner.example.com/',
    'javascript:alert(1)//https://partner.example.com',
    '',
  ])('refuses the lookalike %j (845)', async (referer) => {
    expect(await statusFor(referer)).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
  });

  it('refuses a call without the header', async () => {
    expect(await statusFor()).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
  });

  it.each([
    'https://partner.example.com',
    'https://partner.example.com/',
    'https://PARTNER.example.com/any/page?x=1',
    'https://partner.example.com:443/books',
    'http://library.example.org:8080/',
    'http://library.example.org:8080/shelf/7',
  ])('serves a page of a listed origin %j', async (referer) => {
    expect(await statusFor(referer)).toBe(ResultCode.OK);
  });

  it('serves a page of the portal itself, not a lookalike of it', async () => {
    const { host } = harness.world.address(harness.world.a);
    expect(await statusFor(`http://${host}/${harness.world.a.service.path}/search`)).toBe(ResultCode.OK);
    expect(await statusFor(`http://${host.replace(/:\d+$/, '')}.evil.net/`)).toBe(
      ResultCode.REFERRER_URL_NOT_FOUND,
    );
  });

  it('applies the same exact match to the viewer token', async () => {
    const { app, world } = harness;
    const open = async (referer: string) => {
      const address = world.address(world.a);
      const search = new URLSearchParams({ content_id: sealed, domain: address.domain, path: address.path });
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/content/public/viewer-token?${search}`,
        headers: { host: address.host, 'x-access-token': world.readerA.token, 'cus-referer': referer },
      });
      return response.json().status;
    };
    expect(await open('https://partner.example.com.evil.net/')).toBe(ResultCode.REFERRER_URL_NOT_FOUND);
    expect(await open('https://partner.example.com/shelf')).toBe(ResultCode.OK);
  });
});
