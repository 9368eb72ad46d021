import type { AuditFilters } from '@hondana/contract';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError } from '../../../api/notify.ts';
import { downloadFile } from '../../../api/upload.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Downloads the changes the list's filters match as CSV (the call needs the token header: fetched, then saved). */
export function AuditExportButton({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile('auditExport', `audit-${new Date().toISOString().slice(0, 10)}.csv`, filters);
    } catch (error) {
      notifyApiError(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      loaderProps={{ 'aria-label': t('auditAdmin.list.exporting') }}
      onClick={() => void exportCsv()}
      data-audit-export
    >
      {t('auditAdmin.list.export')}
    </Button>
  );
}
