import { describe, expect, it } from 'vitest';
import { SANDBOX_GMO_SHOP } from './sandbox-merchants.ts';
import { chargeCount, gmoCall, gmoTokenOf, newOrderId, useSandbox } from './sandbox-test-support.ts';

const world = useSandbox();
const site = { SiteID: SANDBOX_GMO_SHOP.siteId, SitePass: SANDBOX_GMO_SHOP.sitePass };

async function memberWithCard(card: string) {
  const MemberID = `member-${newOrderId('m')}`;
  expect(await gmoCall(world, 'SaveMember', { ...site, MemberID })).toEqual({ MemberID });
  const saved = await gmoCall(world, 'SaveCard', { ...site, MemberID, Token: await gmoTokenOf(world, card) });
  return { MemberID, saved };
}

async function chargeMember(MemberID: string, siteFields: Record<string, string> = site) {
  const orderId = newOrderId('gm');
  const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, Amount: '990' });
  const exec = await gmoCall(world, 'ExecTran', {
    AccessID: entry.AccessID ?? '',
    AccessPass: entry.AccessPass ?? '',
    ...siteFields,
    MemberID,
    CardSeq: '0',
  });
  return { orderId, exec };
}

describe('the second card gateway: stored cards (members)', () => {
  it('saves a member and its card, then charges it without 3-D Secure', async () => {
    const { MemberID, saved } = await memberWithCard('4000000000003220');
    expect(saved).toMatchObject({ CardSeq: '0', CardNo: '400000********20' });
    const { orderId, exec } = await chargeMember(MemberID);
    expect(exec).toMatchObject({ ACS: '0', OrderID: orderId });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });

  it('declines at charge time what the stored card declines', async () => {
    const { MemberID } = await memberWithCard('4111111111111111');
    expect((await chargeMember(MemberID)).exec).toMatchObject({ ACS: '0' });
    const refused = await gmoCall(world, 'SaveCard', {
      ...site,
      MemberID,
      Token: await gmoTokenOf(world, '4000000000000002'),
    });
    expect(refused).toEqual({ ErrCode: 'G02', ErrInfo: '42G020000' });
  });

  it('refuses a member twice, a card for an unknown member, a bad member id, a wrong site pass, a spent token', async () => {
    const { MemberID } = await memberWithCard('4111111111111111');
    expect(await gmoCall(world, 'SaveMember', { ...site, MemberID })).toMatchObject({ ErrInfo: 'E01390010' });
    const token = await gmoTokenOf(world, '4111111111111111');
    expect(await gmoCall(world, 'SaveCard', { ...site, MemberID: 'nobody', Token: token })).toMatchObject({
      ErrInfo: 'E01390002',
    });
    expect(await gmoCall(world, 'SaveMember', { ...site, MemberID: 'has space' })).toMatchObject({
      ErrInfo: 'E01390001',
    });
    expect(await gmoCall(world, 'SaveMember', { ...site, SitePass: 'wrong', MemberID: 'x' })).toEqual({
      ErrCode: 'E01',
      ErrInfo: 'E01230002',
    });
    expect(await gmoCall(world, 'SaveCard', { ...site, MemberID, Token: 'spent' })).toMatchObject({
      ErrInfo: 'E61010002',
    });
  });

  it('charges no stored card for an unknown member or the wrong site pass', async () => {
    const { MemberID } = await memberWithCard('4111111111111111');
    expect((await chargeMember('nobody')).exec).toMatchObject({ ErrInfo: 'E01390002' });
    const wrongSite = await chargeMember(MemberID, { ...site, SitePass: 'wrong' });
    expect(wrongSite.exec).toMatchObject({ ErrInfo: 'E01390002' });
    expect((await chargeCount(world, wrongSite.orderId)).charges).toBe(0);
  });
});
