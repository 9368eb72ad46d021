import { type AccessOutcome, accessRemedyOf } from '@hondana/contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import classes from './catalogue.module.css';

/**
 * What a card says of the server's read outcome (docs/reader-access.md): nothing when the caller may
 * read it, a lock and "log in to read" when logging in would let them, "a plan is needed" for a plan
 * they lack, "cannot be read here" otherwise.
 */
export function AccessNote({ read }: { read: AccessOutcome }) {
  const { t } = useTranslation();
  const remedy = accessRemedyOf(read);
  if (remedy === 'allowed') return null;
  const text =
    remedy === 'login'
      ? t('catalogue.detail.logInToRead')
      : remedy === 'plan'
        ? t('catalogue.detail.planNeeded')
        : t('catalogue.detail.cannotRead');
  return (
    <span className={classes.accessNote} data-access={remedy}>
      <IconLock size={14} aria-hidden />
      {text}
    </span>
  );
}

/** Whether a card or detail offers the favourite button: not where nobody may keep favourites. */
export const offersFavourite = (content: { isFavorite: boolean; access: { favourite: AccessOutcome } }) =>
  content.isFavorite || accessRemedyOf(content.access.favourite) !== 'none';
