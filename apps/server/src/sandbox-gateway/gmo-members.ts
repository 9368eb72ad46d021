import { GMO_ERRORS, refuse } from './gmo-api.ts';
import { type Request, type Response, readForm, sendForm } from './http-kit.ts';
import type { GmoShop, SandboxContext } from './sandbox-merchants.ts';
import type { StoredCard } from './sandbox-state.ts';

const MEMBER_ID = /^[A-Za-z0-9_@.-]{1,60}$/;

/** The member's card named by a form's SiteID/SitePass/MemberID at this shop's site, if stored. */
export function storedCardOf(
  ctx: SandboxContext,
  shop: GmoShop,
  form: URLSearchParams,
): StoredCard | undefined {
  if (form.get('SiteID') !== shop.siteId || form.get('SitePass') !== shop.sitePass) return undefined;
  return ctx.state.storedCards.get(`gmo|${shop.siteId}|${form.get('MemberID') ?? ''}`);
}

/** Reads the form and checks SiteID/SitePass and MemberID; null after answering the error. */
async function siteOf(ctx: SandboxContext, req: Request, res: Response) {
  const form = await readForm(req);
  const shop = ctx.gmoShops.find(
    (s) => s.siteId === form.get('SiteID') && s.sitePass === form.get('SitePass'),
  );
  if (!shop) {
    refuse(res, GMO_ERRORS.siteAuth);
    return null;
  }
  const memberId = form.get('MemberID') ?? '';
  if (!MEMBER_ID.test(memberId)) {
    refuse(res, GMO_ERRORS.memberIdFormat);
    return null;
  }
  return { shop, form, memberId, key: `${shop.siteId}|${memberId}` };
}

/** POST /gmo/payment/SaveMember.idPass: a member of the site, once. */
export async function gmoSaveMember(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await siteOf(ctx, req, res);
  if (!found) return;
  if (ctx.state.members.has(found.key)) return refuse(res, GMO_ERRORS.duplicateMember);
  ctx.state.members.add(found.key);
  sendForm(res, { MemberID: found.memberId });
}

/** POST /gmo/payment/SaveCard.idPass: keeps a tokenised card for a member (one card, sequence 0). */
export async function gmoSaveCard(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await siteOf(ctx, req, res);
  if (!found) return;
  if (!ctx.state.members.has(found.key)) return refuse(res, GMO_ERRORS.unknownMember);
  const spent = ctx.state.spendToken(found.form.get('Token') ?? '', 'gmo', found.shop.shopId);
  if (spent === 'invalid') return refuse(res, GMO_ERRORS.token);
  if (spent.behaviour === 'decline') return refuse(res, GMO_ERRORS.declined);
  if (spent.behaviour === 'expired_card') return refuse(res, GMO_ERRORS.expiredCard);
  ctx.state.storedCards.set(`gmo|${found.key}`, {
    maskedNumber: spent.maskedNumber,
    behaviour: spent.behaviour,
  });
  sendForm(res, { CardSeq: 0, CardNo: spent.maskedNumber, Forward: '2a99662' });
}
