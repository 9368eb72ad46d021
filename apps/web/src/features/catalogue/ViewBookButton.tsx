import {
  accessRemedyOf,
  type CatalogueDetail,
  type ViewBookButton as ViewBookButtonSettings,
} from '@hondana/contract';
import { IconBook, IconEye, IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTranslated } from '../../tenant/use-translated.ts';
import { AccessNote } from './AccessNote.tsx';
import classes from './catalogue.module.css';
import { useViewBookLaunch } from './use-view-book-launch.tsx';

/** The portal's look where the service configures no view-book button. */
const defaultLook = {
  backgroundColor: 'var(--mantine-primary-color-filled)',
  textColor: 'var(--mantine-primary-color-contrast, #fff)',
  borderColor: 'transparent',
  width: 240,
  height: 48,
};

/** The service's button (label, icon, colours, width, height, alignment) over the defaults. */
function lookOf(button: ViewBookButtonSettings | null, translate: ReturnType<typeof useTranslated>) {
  return {
    label: button ? translate(button.label, button.labelTranslations) : null,
    icon: button?.icon === 'none' ? null : button?.icon === 'eye' ? IconEye : IconBook,
    backgroundColor: button?.backgroundColor ?? defaultLook.backgroundColor,
    textColor: button?.textColor ?? defaultLook.textColor,
    borderColor: button?.borderColor ?? defaultLook.borderColor,
    width: button ? button.width : defaultLook.width,
    height: button?.height ?? defaultLook.height,
    align: button?.align ?? 'left',
  };
}

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * The content detail's view-book button: its look from the service, its click by `useViewBookLaunch`,
 * what it says by the server's read outcome: a lock and "log in to read" for a visitor a login would
 * let read, "a plan is needed" beside it for a plan they lack, and no button where nobody reads it.
 */
export function ViewBookButton({
  detail,
}: {
  detail: Pick<CatalogueDetail, 'id' | 'view' | 'viewBookButton' | 'contentGroupIds' | 'access'>;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const translate = useTranslated();
  const look = lookOf(detail.viewBookButton, translate);
  const remedy = accessRemedyOf(detail.access.read);
  const Icon = remedy === 'login' ? IconLock : look.icon;
  const { launch, outcome } = useViewBookLaunch(detail);
  if (!detail.view || remedy === 'none') {
    return (
      <p className={classes.field} data-not-viewable="">
        {t('catalogue.detail.notViewable')}
      </p>
    );
  }

  const groupId = Number(params.contentGroupId) || detail.contentGroupIds[0];
  const click = () => launch(`/view-online/${detail.id}${groupId ? `/${groupId}` : ''}`, groupId ?? null);

  return (
    <div>
      <div className={classes.viewRow} style={{ justifyContent: justify[look.align] }}>
        <button
          type="button"
          className={classes.viewButton}
          style={{
            background: look.backgroundColor,
            color: look.textColor,
            border: `1px solid ${look.borderColor}`,
            width: look.width ?? undefined,
            maxWidth: '100%',
            minHeight: look.height,
            padding: '0 20px',
          }}
          onClick={click}
          data-view-book={remedy}
        >
          {Icon && <Icon size={20} aria-hidden />}
          {remedy === 'login'
            ? t('catalogue.detail.logInToRead')
            : look.label || t('catalogue.detail.viewBook')}
        </button>
      </div>
      {remedy === 'login' && (
        <p className={classes.field} data-access-hint="">
          {t('catalogue.detail.logInToReadHint')}
        </p>
      )}
      {remedy === 'plan' && <AccessNote read={detail.access.read} />}
      {outcome}
    </div>
  );
}
