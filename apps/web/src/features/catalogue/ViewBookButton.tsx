import type { ButtonAlign, CatalogueDetail } from '@hondana/contract';
import { Alert } from '@mantine/core';
import { IconBook, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import classes from './catalogue.module.css';

/**
 * How the view-book button looks (seed 000 §2: label, icon, colours, width, height, alignment). The
 * tenant settings carry no such fields yet, so these are the portal's defaults; a setting will fill
 * this object when it exists.
 */
export interface ViewBookButtonLook {
  label: string | null;
  showIcon: boolean;
  backgroundColor: string;
  textColor: string;
  width: number | null;
  height: number;
  align: ButtonAlign;
}

export const defaultViewBookLook: ViewBookButtonLook = {
  label: null,
  showIcon: true,
  backgroundColor: 'var(--mantine-primary-color-filled)',
  textColor: 'var(--mantine-primary-color-contrast, #fff)',
  width: 240,
  height: 48,
  align: 'left',
};

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
  look = defaultViewBookLook,
}: {
  detail: Pick<CatalogueDetail, 'view' | 'isSubscriptionPlan' | 'isRegistered'>;
  look?: ViewBookButtonLook;
}) {
  const { t } = useTranslation();
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
            width: look.width ?? undefined,
            maxWidth: '100%',
            minHeight: look.height,
            padding: '0 20px',
          }}
          onClick={click}
          data-view-book=""
        >
          {look.showIcon && <IconBook size={20} aria-hidden />}
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
