import type { ContentGroupSummary, Language } from '@hondana/contract';

/** A group's name in the portal's language, else its own name. */
export const groupName = (group: Pick<ContentGroupSummary, 'name' | 'nameTranslations'>, lang: Language) =>
  group.nameTranslations[lang] || group.name;
