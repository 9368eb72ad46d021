import { and, eq } from 'drizzle-orm';
import { userSubscriptions, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { queueMail } from '../../platform/mail/mail-jobs.ts';
import {
  findCompanyById,
  findDefaultService,
  findServiceOfCompany,
} from '../../platform/tenancy/tenant-repository.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { mailLanguage, mailSafeName } from '../mail/compose-mail.ts';
import type { MailDeps } from '../users/account-mail.ts';
import { portalUrl } from '../users/portal-links.ts';
import type { BillingMailRequest } from './billing-mail-facts.ts';
import { billingMailText } from './billing-mail-text.ts';

/** The reader's page where a plan is cancelled, the card changed and receipts downloaded. */
export const SUBSCRIPTION_PAGE_ROUTE = 'subscription';

async function recipientOf(tx: Executor, scope: TenantScope, request: BillingMailRequest) {
  const columns = {
    email: users.email,
    lang: users.lang,
    fullName: users.fullName,
    username: users.username,
  };
  if ('subscriptionId' in request) {
    const [row] = await tx
      .select({ ...columns, serviceId: userSubscriptions.serviceId })
      .from(userSubscriptions)
      .innerJoin(
        users,
        and(eq(users.companyId, userSubscriptions.companyId), eq(users.id, userSubscriptions.userId)),
      )
      .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, request.subscriptionId)));
    return row;
  }
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(inCompany(users, scope), eq(users.id, request.userId)));
  return row ? { ...row, serviceId: scope.serviceId } : undefined;
}

/**
 * Composes a billing mail in the reader's language (else the company's) and queues it through `tx`,
 * the transaction of the change it reports (the subscription's move, the ledger row): the mail exists
 * exactly when that change commits (outbox). The link is the reader's /subscription page of the
 * subscription's service. Answers the outbox id, or null when the reader has no e-mail address (an
 * IP-login account) and nothing was queued.
 */
export async function queueBillingMail(
  deps: MailDeps,
  tx: Executor,
  scope: TenantScope,
  request: BillingMailRequest,
): Promise<number | null> {
  const reader = await recipientOf(tx, scope, request);
  if (!reader) throw new Error(`billing mail ${request.kind}: no such reader in company ${scope.companyId}`);
  if (!reader.email) return null;
  const company = await findCompanyById(tx, scope.companyId);
  if (!company) throw new Error(`billing mail ${request.kind}: no company ${scope.companyId}`);
  const service =
    reader.serviceId === null
      ? await findDefaultService(tx, company.id)
      : await findServiceOfCompany(tx, { companyId: company.id, serviceId: reader.serviceId });
  if (!service) throw new Error(`billing mail ${request.kind}: company ${company.id} has no such service`);
  const lang = mailLanguage(reader.lang, company.defaultLanguage);
  const { subject, text } = billingMailText(request.kind, request.facts, lang, {
    fullName: mailSafeName(reader.fullName ?? reader.username ?? reader.email),
    companyName: company.customName || company.name,
    link: portalUrl(deps.publicUrl, { company, service }, SUBSCRIPTION_PAGE_ROUTE),
  });
  return queueMail(deps.jobs, tx, { companyId: company.id, to: reader.email, subject, text });
}
