import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError } from '../../../api/notify.ts';
import { downloadFile } from '../../../api/upload.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** `contents-YYYYMMDD.csv`, by the admin's local date. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `contents-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
}

/** Downloads every content as CSV (the call needs the token header, so it is fetched, then saved). */
export function CsvExportButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile('contentCsvExport', exportFileName());
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
      loaderProps={{ 'aria-label': t('contentAdmin.csv.exporting') }}
      onClick={() => void exportCsv()}
      data-export-csv
    >
      {t('contentAdmin.csv.export')}
    </Button>
  );
}
