import type { CatalogueDetail, ViewBookButton as ViewBookButtonSettings } from '@hondana/contract';
import { Alert } from '@mantine/core';
import { IconBook, IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import classes from './catalogue.module.css';

/** The portal's look where the service configures no view-book button. */
const defaultLook = {
  backgroundColor: 'var(--mantine-primary-color-filled)',
  textColor: 'var(--mantine-primary-color-contrast, #fff)',
  borderColor: 'transparent',
  width: 240,
  height: 48,
};

/** The service's button (seed 000 §2: label, icon, colours, width, height, alignment) over the defaults. */
function lookOf(button: ViewBookButtonSettings | null) {
  return {
    label: button?.label ?? null,
    icon: button?.icon === 'none' ? null : button?.icon === 'eye' ? IconEye : IconBook,
    backgroundColor: button?.backgroundColor ?? defaultLook.backgroundColor,
    textColor: button?.textColor ?? defaultLook.textColor,
    borderColor: button?.borderColor ?? defaultLook.borderColor,
    width: button ? button.width : defaultLook.width,
    height: button?.height ?? defaultLook.height,
    align: button?.align ?? 'left',
  };
}

type Outcome = 'viewerSoon' | 'noSubscriptionPlan' | null;

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * Seed 000 §4 "View-book click", as far as the portal goes today: a visitor is asked to log in and the
 * intent is kept (it runs after the login); a reader whose plan does not cover a plan content is told
 * there is no plan to register for (the plan list comes with the subscriptions); anyone else would
 * get the viewer, which is not there yet, so the page says so.
 */
export function ViewBookButton({
  detail,
}: {
  detail: Pick<CatalogueDetail, 'view' | 'isSubscriptionPlan' | 'isRegistered' | 'viewBookButton'>;
}) {
  const { t } = useTranslation();
  const look = lookOf(detail.viewBookButton);
  const Icon = look.icon;
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!detail.view) {
    return (
      <p className={classes.field} data-not-viewable="">
        {t('catalogue.detail.notViewable')}
      </p>
    );
  }

  const open = () => {
    if (detail.isSubscriptionPlan && !detail.isRegistered) setOutcome('noSubscriptionPlan');
    else setOutcome('viewerSoon');
  };
  const click = () => {
    const session = useSession.getState();
    // After the login the detail is read again with the reader's flags; the viewer step is the same.
    if (!session.isAuthenticated) session.openLoginModal(() => setOutcome('viewerSoon'));
    else open();
  };

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
          data-view-book=""
        >
          {Icon && <Icon size={20} aria-hidden />}
          {look.label || t('catalogue.detail.viewBook')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert
            mt="sm"
            variant="light"
            color={outcome === 'viewerSoon' ? 'blue' : 'yellow'}
            icon={<IconInfoCircle aria-hidden />}
            data-view-outcome={outcome}
          >
            {t(
              outcome === 'viewerSoon'
                ? 'catalogue.detail.viewerSoon'
                : 'catalogue.detail.noSubscriptionPlan',
            )}
          </Alert>
        )}
      </div>
    </div>
  );
}
