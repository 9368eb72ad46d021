import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The things the trail records and the changes it names, as the server writes them. Their words live
 * in one map per language (`auditAdmin.entities`, `auditAdmin.actions`), keyed by the camelCase of the
 * name (`reader.import.add` → `readerImportAdd`); the filters offer these.
 */
export const auditEntities = [
  'company',
  'companyAdmin',
  'companySettings',
  'content',
  'contentFile',
  'contentGroup',
  'contentGroupContent',
  'job',
  'reader',
  'readerBulkRun',
  'searchBox',
  'searchResultButton',
  'searchResultSetting',
  'searchTab',
  'service',
  'serviceAdmin',
  'sortField',
  'sortFieldList',
  'specialContentGroups',
  'term',
  'user',
  'userGroup',
  'userGroupMember',
] as const;

export const auditActions = [
  'add',
  'addMembers',
  'allow',
  'create',
  'delete',
  'endSessions',
  'invite',
  'moveGroup',
  'publish',
  'reader.import.add',
  'reader.import.update',
  'removeMembers',
  'reorder',
  'replace',
  'reset',
  'retry',
  'rotateApiKey',
  'stop',
  'unlock',
  'unpublish',
  'update',
] as const;

/** `reader.import.add` → `readerImportAdd`, `second_factor` → `secondFactor`: a key of the map. */
export const auditNameKey = (name: string) =>
  name.replace(/[._-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** The words of an entity, an action and a role; a name the map does not know shows as it is. */
export function useAuditNames() {
  const { t, i18n } = useTranslation();
  const word = (map: 'entities' | 'actions', name: string) => {
    const key = `auditAdmin.${map}.${auditNameKey(name)}`;
    return i18n.exists(key) ? t(key) : name;
  };
  return {
    entity: (name: string) => word('entities', name),
    action: (name: string) => word('actions', name),
    role: (level: number) => t(`auditAdmin.roles.${level}`),
  };
}
