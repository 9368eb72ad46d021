import type { CatalogueCard } from '@hondana/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { loadTextArea } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTenantHref } from '../../tenant/use-tenant-path.ts';

export interface ViewBookLaunch {
  /** Seed 000 §4 "View-book click" towards the viewer route `route` (`/view-online/…`, query allowed). */
  launch(route: string, groupId: number | null): void;
  /** The plan message and the blocked-tab dialog: render them once beside the controls that launch. */
  outcome: ReactNode;
}

/**
 * Seed 000 §4 "View-book click", shared by the view-book button and the search's page hits:
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
export function useViewBookLaunch(
  content: Pick<CatalogueCard, 'id' | 'isSubscriptionPlan' | 'isRegistered'>,
): ViewBookLaunch {
  const { t } = useTranslation();
  const { company } = useTenant();
  const tenantHref = useTenantHref();
  const [planNeeded, setPlanNeeded] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const downloadingRef = useRef(false);

  const launch = (route: string, groupId: number | null) => {
    const viewerUrl = tenantHref(route);
    const openViewer = () => {
      if (!window.open(viewerUrl, '_blank')) setBlockedUrl(viewerUrl);
    };
    const downloadThenOpen = () => {
      if (downloadingRef.current) return;
      downloadingRef.current = true;
      callApi('downloadSpec', {
        query: { content_id: content.id, content_group_id: groupId || undefined },
      })
        .then((spec) => {
          window.dispatchEvent(new CustomEvent('hondana:download', { detail: spec }));
          openViewer();
        })
        .catch((error: unknown) => import('../../api/notify.ts').then((m) => m.notifyApiError(error, t)))
        .finally(() => {
          downloadingRef.current = false;
        });
    };
    setPlanNeeded(false);
    const session = useSession.getState();
    const afterLogin = company.downloadMode ? downloadThenOpen : openViewer;
    if (!session.isAuthenticated && company.accountType !== 'OPEN') session.openLoginModal(afterLogin);
    else if (company.downloadMode) downloadThenOpen();
    else if (content.isSubscriptionPlan && !content.isRegistered) {
      void loadTextArea('apiErrors').finally(() => setPlanNeeded(true));
    } else openViewer();
  };

  const outcome = (
    <>
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
    </>
  );
  return { launch, outcome };
}
