import type { CatalogueDetail, ViewBookButton as ViewBookButtonSettings } from '@hondana/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconBook, IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { loadTextArea } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTenantHref } from '../../tenant/use-tenant-path.ts';
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

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * Seed 000 §4 "View-book click":
 * 1. download mode on (the company's `downloadMode`): the download object is asked for (a second click
 *    while it loads does nothing); once it arrives it is handed to the app hosting the portal (the
 *    `hondana:download` event: an app keeps an encrypted copy for offline reading) and the viewer opens;
 * 2. a signed-in reader (or anyone on an open-type portal): the viewer in a new tab; a plan content the
 *    reader has not registered for says so instead (code 839's message, until the subscriptions bring
 *    the plan dialog);
 * 3. a visitor: the login dialog, the intent remembered; after the login the viewer opens (the
 *    download object first in download mode) — in the 'open in a new tab' dialog when the browser
 *    blocks a tab opened without a click. The download object needs a signed-in reader, so a visitor
 *    logs in first in download mode too.
 */
export function ViewBookButton({
  detail,
}: {
  detail: Pick<
    CatalogueDetail,
    'id' | 'view' | 'isSubscriptionPlan' | 'isRegistered' | 'viewBookButton' | 'contentGroupIds'
  >;
}) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const tenantHref = useTenantHref();
  const params = useParams();
  const look = lookOf(detail.viewBookButton);
  const Icon = look.icon;
  const [planNeeded, setPlanNeeded] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const downloadingRef = useRef(false);
  if (!detail.view) {
    return (
      <p className={classes.field} data-not-viewable="">
        {t('catalogue.detail.notViewable')}
      </p>
    );
  }

  const groupId = Number(params.contentGroupId) || detail.contentGroupIds[0];
  const viewerUrl = tenantHref(`/view-online/${detail.id}${groupId ? `/${groupId}` : ''}`);
  const openViewer = () => {
    if (!window.open(viewerUrl, '_blank')) setBlockedUrl(viewerUrl);
  };
  const downloadThenOpen = () => {
    if (downloadingRef.current) return;
    downloadingRef.current = true;
    callApi('downloadSpec', { query: { content_id: detail.id, content_group_id: groupId || undefined } })
      .then((spec) => {
        window.dispatchEvent(new CustomEvent('hondana:download', { detail: spec }));
        openViewer();
      })
      .catch((error: unknown) => import('../../api/notify.ts').then((m) => m.notifyApiError(error, t)))
      .finally(() => {
        downloadingRef.current = false;
      });
  };
  const click = () => {
    setPlanNeeded(false);
    const session = useSession.getState();
    const afterLogin = company.downloadMode ? downloadThenOpen : openViewer;
    if (!session.isAuthenticated && company.accountType !== 'OPEN') session.openLoginModal(afterLogin);
    else if (company.downloadMode) downloadThenOpen();
    else if (detail.isSubscriptionPlan && !detail.isRegistered) {
      void loadTextArea('apiErrors').finally(() => setPlanNeeded(true));
    } else openViewer();
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
        {planNeeded && (
          <Alert
            mt="sm"
            variant="light"
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            data-view-outcome="planNeeded"
          >
            {t('api.error.839')}
          </Alert>
        )}
      </div>
      <Modal
        opened={blockedUrl !== null}
        onClose={() => setBlockedUrl(null)}
        title={t('viewerLaunch.blockedTitle')}
        centered
        data-view-blocked=""
      >
        <Text size="sm">{t('viewerLaunch.blockedText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setBlockedUrl(null)}>
            {t('viewerLaunch.cancel')}
          </Button>
          <Button
            component="a"
            href={blockedUrl ?? undefined}
            target="_blank"
            rel="noopener"
            onClick={() => setBlockedUrl(null)}
            data-view-new-tab=""
          >
            {t('viewerLaunch.open')}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
