import type { ResultButton } from '@hondana/contract';
import type { ResultButtonRow } from './result-button-repository.ts';

export const presentResultButton = (row: ResultButtonRow): ResultButton => ({
  id: row.id,
  actionType: row.actionType as ResultButton['actionType'],
  label: row.label,
  labelTranslations: row.labelTranslations,
  icon: row.icon,
  template: row.template,
  isCustom: row.isCustom,
  position: row.position,
  link: row.link,
  backgroundColor: row.backgroundColor,
  textColor: row.textColor,
  borderColor: row.borderColor,
  width: row.width,
  height: row.height,
  ordinal: row.ordinal,
});
