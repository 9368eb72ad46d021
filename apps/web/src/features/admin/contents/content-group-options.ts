import { type AdminContentGroup, ContentGroupType, type Language } from '@hondana/contract';

export interface GroupOption {
  value: string;
  label: string;
}

/** A group's name in the page language, else its own name. */
export const groupName = (group: AdminContentGroup, lang: Language) =>
  group.nameTranslations[lang] || group.name;

/**
 * The groups a content may join, as options: the normal groups (only they hold contents, the server
 * refuses others with 710) of `serviceId`, or of every service when none is named. An id in `keep`
 * that is not among them (names not loaded) stays, shown as `#id`, so saving does not drop it.
 */
export function groupOptions(
  groups: readonly AdminContentGroup[] | undefined,
  lang: Language,
  serviceId: number | undefined,
  keep: readonly number[] = [],
): GroupOption[] {
  const options = (groups ?? [])
    .filter((group) => group.type === ContentGroupType.NORMAL)
    .filter((group) => serviceId === undefined || group.serviceId === serviceId)
    .toSorted((a, b) => a.serviceId - b.serviceId || a.ordinal - b.ordinal || a.id - b.id)
    .map((group) => ({ value: String(group.id), label: groupName(group, lang) }));
  const known = new Set(options.map((option) => option.value));
  const unknown = keep.filter((id) => !known.has(String(id)));
  return [...options, ...unknown.map((id) => ({ value: String(id), label: `#${id}` }))];
}

/**
 * The service a new content goes to, when the groups tell it: a service admin's own, else the only
 * service the company's normal groups belong to. Several services: unknown (the server picks the
 * default one), so the add form offers no groups and the content's page does.
 */
export function serviceOfNewContent(
  userServiceId: number | null | undefined,
  groups: readonly AdminContentGroup[] | undefined,
): number | undefined {
  if (userServiceId) return userServiceId;
  const services = new Set(
    (groups ?? []).filter((group) => group.type === ContentGroupType.NORMAL).map((g) => g.serviceId),
  );
  return services.size === 1 ? [...services][0] : undefined;
}
