import type { ViewerWatermark } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { watermarkSettings } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/**
 * The service's watermark for one opening, or null when it is turned off. The default content is the
 * reader's e-mail; an opening with no reader (share link, visitor) shows the portal's name instead.
 */
export async function watermarkFor(
  db: Executor,
  scope: ServiceScope,
  readerEmail: string | null,
  portalName: string,
): Promise<ViewerWatermark | null> {
  const [row] = await db
    .select()
    .from(watermarkSettings)
    .where(
      and(eq(watermarkSettings.companyId, scope.companyId), eq(watermarkSettings.serviceId, scope.serviceId)),
    );
  if (!row?.enabled) return null;
  const custom = row.watermarkContent?.trim();
  const watermarkContent = row.useDefaultContent || !custom ? (readerEmail ?? portalName) : custom;
  return {
    id: row.id,
    watermarkContent,
    color: row.color,
    fontSize: row.fontSize,
    position: row.position,
    opacity: row.opacity,
  };
}
