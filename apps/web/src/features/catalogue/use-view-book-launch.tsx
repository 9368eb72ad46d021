import { accessRemedyOf, type CatalogueCard } from '@hondana/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { loadTextArea } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTenantHref } from '../../tenant/use-tenant-path.ts';

const PurchaseDialog = lazy(() =>
  import('../orders/plans/PurchaseDialog.tsx').then((m) => ({ default: m.PurchaseDialog })),
);

export interface ViewBookLaunch {
  /** The view-book click, towards the viewer route `route` (`/view-online/…`, query allowed). */
  launch(route: string, groupId: number | null): void;
  /** The plan message and the blocked-tab dialog: render them once beside the controls that launch. */
  outcome: ReactNode;
}

/**
 * The view-book click, shared by the view-book button and the search's page hits. What the
 * click does follows the server's read outcome of the content (`access`, docs/reader-access.md), never
 * a rule of its own:
 * 1. read allowed: in download mode with the download allowed (the company's `downloadMode`), the
 *    download object is asked for (a second click while it loads does nothing) and handed to the app
 *    hosting the portal (the `hondana:download` event) before the viewer opens; otherwise the viewer in
 *    a new tab (a visitor too, for a book they may read without logging in);
 * 2. a login would allow it: the login dialog, the intent remembered; after the login the viewer opens
 *    (the download object first in download mode) — in the 'open in a new tab' dialog when the browser
 *    blocks a tab opened without a click;
 * 3. a plan would allow it (839): the dialog of the plans that unlock it, to buy one;
 * 4. refused otherwise (not readable here): the refusal's message.
 */
export function useViewBookLaunch(
  content: Pick<CatalogueCard, 'id' | 'access'> & { contentGroupIds?: readonly number[] },
): ViewBookLaunch {
  const { t } = useTranslation();
  const { company } = useTenant();
  const tenantHref = useTenantHref();
  const [refusal, setRefusal] = useState<number | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [plansOpen, setPlansOpen] = useState(false);
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
    setRefusal(null);
    const { read, download } = content.access;
    const remedy = accessRemedyOf(read);
    if (remedy === 'login') {
      // Once signed in the reader's own outcome is the server's again: the download object in
      // download mode (it refuses with its code if the book is not theirs to keep), else the viewer.
      useSession.getState().openLoginModal(company.downloadMode ? downloadThenOpen : openViewer);
    } else if (remedy === 'plan') {
      // A plan would let them read (839): the plans that unlock it, to buy one.
      setPlansOpen(true);
    } else if (read !== 'allowed') {
      void loadTextArea('apiErrors').finally(() => setRefusal(read));
    } else if (company.downloadMode && download === 'allowed') downloadThenOpen();
    else openViewer();
  };

  const outcome = (
    <>
      <div role="status" aria-live="polite">
        {refusal !== null && (
          <Alert
            mt="sm"
            variant="light"
            color="yellow"
            icon={<IconInfoCircle aria-hidden />}
            data-view-outcome={accessRemedyOf(refusal) === 'plan' ? 'planNeeded' : 'refused'}
          >
            {t(`api.error.${refusal}`, { defaultValue: t('api.error.unknown') })}
          </Alert>
        )}
      </div>
      {plansOpen && (
        <Suspense fallback={null}>
          <PurchaseDialog
            opened={plansOpen}
            onClose={() => setPlansOpen(false)}
            groupIds={content.contentGroupIds ?? []}
          />
        </Suspense>
      )}
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
