import type { EmailTemplateKind, Language } from '@hondana/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { emailTemplates } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/** The tenant's own template of a kind and language: the service's row first, else the company-wide one. */
export async function findEmailTemplate(
  db: Executor,
  scope: ServiceScope,
  kind: EmailTemplateKind,
  lang: Language,
): Promise<{ subject: string; body: string } | undefined> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(
      and(
        inCompany(emailTemplates, scope),
        eq(emailTemplates.kind, kind),
        eq(emailTemplates.lang, lang),
        or(eq(emailTemplates.serviceId, scope.serviceId), isNull(emailTemplates.serviceId)),
      ),
    )
    .orderBy(sql`${emailTemplates.serviceId} is null`)
    .limit(1);
  return row;
}
