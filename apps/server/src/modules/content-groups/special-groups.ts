import { ContentGroupType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { contentGroups } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { groupNameTaken } from './repository.ts';

/**
 * The special groups every service has, with the names and layout `reset-content-group`
 * restores. Their ordinal puts them after the normal groups an administrator numbers from 1.
 */
export const defaultSpecialGroups = [
  {
    type: ContentGroupType.FAVORITE,
    name: 'Favourites',
    nameTranslations: { en: 'Favourites', ja: 'お気に入り', vn: 'Yêu thích' },
    ordinal: 1001,
  },
  {
    type: ContentGroupType.RECENTLY,
    name: 'Recently read',
    nameTranslations: { en: 'Recently read', ja: '最近読んだ本', vn: 'Đã đọc gần đây' },
    ordinal: 1002,
  },
  {
    type: ContentGroupType.NEW,
    name: 'New',
    nameTranslations: { en: 'New arrivals', ja: '新着', vn: 'Mới' },
    ordinal: 1003,
  },
  {
    type: ContentGroupType.POPULAR,
    name: 'Popular',
    nameTranslations: { en: 'Popular', ja: '人気', vn: 'Phổ biến' },
    ordinal: 1004,
  },
  {
    type: ContentGroupType.RECOMMEND,
    name: 'Recommended',
    nameTranslations: { en: 'Recommended', ja: 'おすすめ', vn: 'Đề xuất' },
    ordinal: 1005,
  },
] as const;

/** The layout a special group gets back on reset: wrapped rows, the tenant's item size and rows. */
export const defaultGroupLayout = { isWrapLine: false, itemSize: null, numRow: null, isShow: true } as const;

/** A name not used by another group of the service: the default, else the default and its type. */
async function freeName(db: Executor, scope: ServiceScope, name: string, type: number, exceptId?: number) {
  return (await groupNameTaken(db, scope, name, exceptId)) ? `${name} (${type})` : name;
}

/**
 * Creates the special groups a service lacks. Idempotent: existing ones are kept as they are, unless
 * `restore` asks for their default names and layout (reset-content-group). Contents are never touched.
 */
export async function ensureSpecialGroups(
  db: Executor,
  scope: ServiceScope,
  options: { restore: boolean } = { restore: false },
): Promise<void> {
  for (const special of defaultSpecialGroups) {
    const [existing] = await db
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(and(inService(contentGroups, scope), eq(contentGroups.type, special.type)));
    if (existing && !options.restore) continue;
    const name = await freeName(db, scope, special.name, special.type, existing?.id);
    const values = {
      name,
      nameTranslations: { ...special.nameTranslations },
      ordinal: special.ordinal,
      refCode: null,
      ...defaultGroupLayout,
    };
    if (existing) {
      await db
        .update(contentGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(contentGroups.id, existing.id));
    } else {
      await db
        .insert(contentGroups)
        .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId, type: special.type })
        .onConflictDoNothing();
    }
  }
}
