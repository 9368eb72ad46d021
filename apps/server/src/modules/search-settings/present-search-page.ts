import type { SearchBox, SearchTab } from '@hondana/contract';
import type { OfferedGroupRow, SearchBoxRow, SearchTabRow } from './search-page-repository.ts';

export const presentSearchBox = (row: SearchBoxRow, groups: readonly OfferedGroupRow[]): SearchBox => ({
  id: row.id,
  tabId: row.tabId,
  label: row.label,
  labelTranslations: row.labelTranslations,
  isShowLabel: row.isShowLabel,
  size: row.size,
  operation: row.operation,
  searchType: row.searchType,
  searchFields: [...row.searchFields],
  matchValue: [...row.matchValues],
  contentGroupResponseList: groups.map((g) => ({
    id: g.id,
    name: g.name,
    nameTranslations: g.nameTranslations,
    type: g.type,
  })),
  isRequiredAtLogin: row.isRequiredAtLogin,
  isRequiredAtView: row.isRequiredAtView,
  ordinal: row.ordinal,
});

/** A tab with its boxes; `groupsOf` answers the groups a box offers to whoever is asking. */
export const presentSearchTab = (
  row: SearchTabRow,
  boxes: readonly SearchBoxRow[],
  groupsOf: (boxId: number) => readonly OfferedGroupRow[],
): SearchTab => ({
  id: row.id,
  title: row.title,
  titleTranslations: row.titleTranslations,
  type: row.type,
  ordinal: row.ordinal,
  isShow: row.isShow,
  button: {
    label: row.buttonLabel,
    labelTranslations: row.buttonLabelTranslations,
    icon: row.buttonIcon,
    backgroundColor: row.buttonBackgroundColor,
    textColor: row.buttonTextColor,
    align: row.buttonAlign,
  },
  searchBoxes: boxes
    .filter((box) => box.tabId === row.id)
    .map((box) => presentSearchBox(box, groupsOf(box.id))),
});
