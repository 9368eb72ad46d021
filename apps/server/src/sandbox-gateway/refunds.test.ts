import { describe, expect, it } from 'vitest';
import {
  chargeCount,
  gmoCall,
  gmoTokenOf,
  newOrderId,
  useSandbox,
  veritransCall,
  veritransCharge,
  veritransTokenOf,
} from './sandbox-test-support.ts';

const world = useSandbox();
const DAY_MS = 24 * 3600_000;

async function veritransPaid(orderId: string) {
  const token = await veritransTokenOf(world, '4111111111111111');
  expect(await veritransCharge(world, orderId, token)).toMatchObject({ mstatus: 'success' });
}

async function gmoPaid(orderId: string) {
  const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, JobCd: 'CAPTURE', Amount: '1100' });
  const token = await gmoTokenOf(world, '4111111111111111');
  const exec = await gmoCall(world, 'ExecTran', { ...entry, OrderID: orderId, Method: '1', Token: token });
  expect(exec).toMatchObject({ ACS: '0' });
  return { AccessID: entry.AccessID ?? '', AccessPass: entry.AccessPass ?? '' };
}

const searchOf = async (orderId: string) =>
  (await veritransCall(world, 'Search/common', { searchParameters: { common: { orderId } } })) as {
    orderInfos: { orderInfo: Record<string, unknown>[] };
  };

describe('sandbox refunds: first gateway Cancel/card', () => {
  it('a partial cancel, then the rest; search and the charges count report them', async () => {
    const orderId = newOrderId('rf');
    await veritransPaid(orderId);
    const part = await veritransCall(world, 'Cancel/card', { orderId, amount: '100' });
    expect(part).toMatchObject({
      mstatus: 'success',
      cancelKind: 'void',
      amount: '100',
      remainingAmount: '1000',
    });
    expect((await searchOf(orderId)).orderInfos.orderInfo[0]).toMatchObject({
      orderStatus: 'captured',
      amount: 1000,
    });
    const rest = await veritransCall(world, 'Cancel/card', { orderId });
    expect(rest).toMatchObject({ mstatus: 'success', amount: '1000', remainingAmount: '0' });
    expect((await searchOf(orderId)).orderInfos.orderInfo[0]).toMatchObject({
      orderStatus: 'canceled',
      amount: 0,
    });
    expect(await chargeCount(world, orderId)).toEqual({
      orderId,
      charges: 1,
      attempts: 1,
      refunds: 2,
      refundedYen: 1100,
    });
  });

  it('refuses more than is charged (MA01), an order not captured or already given back (MA05)', async () => {
    const orderId = newOrderId('rf');
    await veritransPaid(orderId);
    expect(await veritransCall(world, 'Cancel/card', { orderId, amount: '1101' })).toMatchObject({
      mstatus: 'failure',
      vResultCode: 'MA01000000000000',
    });
    await veritransCall(world, 'Cancel/card', { orderId });
    expect(await veritransCall(world, 'Cancel/card', { orderId })).toMatchObject({
      vResultCode: 'MA05000000000000',
    });
    expect(await veritransCall(world, 'Cancel/card', { orderId: 'never-charged' })).toMatchObject({
      vResultCode: 'MA05000000000000',
    });
    expect(await chargeCount(world, orderId)).toMatchObject({ refunds: 1, refundedYen: 1100 });
  });

  it('after the capture day it is a refund, not a void', async () => {
    const orderId = newOrderId('rf');
    await veritransPaid(orderId);
    world.sandbox.advanceClock(DAY_MS);
    expect(await veritransCall(world, 'Cancel/card', { orderId })).toMatchObject({ cancelKind: 'refund' });
  });
});

describe('sandbox refunds: second gateway AlterTran and ChangeTran', () => {
  it('VOID the same day gives everything back; search shows VOID', async () => {
    const orderId = newOrderId('rf');
    const access = await gmoPaid(orderId);
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'VOID' })).toMatchObject({
      AccessID: access.AccessID,
    });
    expect(await gmoCall(world, 'SearchTrade', { OrderID: orderId })).toMatchObject({
      Status: 'VOID',
      Amount: '0',
    });
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'VOID' })).toEqual({
      ErrCode: 'E01',
      ErrInfo: 'E01060006',
    });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1, refunds: 1, refundedYen: 1100 });
  });

  it('ChangeTran lowers the amount (a partial refund); RETURN later gives back the rest; a VOID after the day is refused', async () => {
    const orderId = newOrderId('rf');
    const access = await gmoPaid(orderId);
    expect(await gmoCall(world, 'ChangeTran', { ...access, JobCd: 'CAPTURE', Amount: '800' })).toMatchObject({
      AccessID: access.AccessID,
    });
    expect(await gmoCall(world, 'SearchTrade', { OrderID: orderId })).toMatchObject({
      Status: 'CAPTURE',
      Amount: '800',
    });
    expect(await gmoCall(world, 'ChangeTran', { ...access, JobCd: 'CAPTURE', Amount: '800' })).toEqual({
      ErrCode: 'E01',
      ErrInfo: 'E01050004',
    });
    world.sandbox.advanceClock(DAY_MS);
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'VOID' })).toMatchObject({
      ErrInfo: 'E01060006',
    });
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'RETURN' })).toMatchObject({
      AccessID: access.AccessID,
    });
    expect(await gmoCall(world, 'SearchTrade', { OrderID: orderId })).toMatchObject({ Status: 'RETURN' });
    expect(await chargeCount(world, orderId)).toMatchObject({ refunds: 2, refundedYen: 1100 });
  });

  it('refuses an unknown trade, a wrong job code and the wrong shop password', async () => {
    const orderId = newOrderId('rf');
    const access = await gmoPaid(orderId);
    expect(
      await gmoCall(world, 'AlterTran', { AccessID: 'x', AccessPass: 'y', JobCd: 'VOID' }),
    ).toMatchObject({
      ErrInfo: 'E01110002',
    });
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'SALES' })).toMatchObject({
      ErrInfo: 'E01060001',
    });
    expect(await gmoCall(world, 'AlterTran', { ...access, JobCd: 'VOID', ShopPass: 'wrong' })).toMatchObject({
      ErrInfo: 'E01030002',
    });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });
});
