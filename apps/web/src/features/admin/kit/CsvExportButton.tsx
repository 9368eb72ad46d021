import type { ApiRoutes } from '@hondana/contract';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError } from '../../../api/notify.ts';
import type { Query } from '../../../api/request-url.ts';
import { downloadFile } from '../../../api/upload.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** `<prefix>-YYYYMMDD.csv`, by the admin's local date. */
export function datedCsvName(prefix: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.csv`;
}

/**
 * Downloads a list as CSV from a route that answers a file: the call needs the token header, so it is
 * fetched, then saved as `<fileName>-YYYYMMDD.csv`. `query` is what the list on screen shows (the acting
 * company, its filters); a refusal is notified.
 */
export function CsvExportButton({
  route,
  query,
  fileName,
  label,
  busyLabel,
}: {
  route: keyof ApiRoutes;
  query?: Query;
  fileName: string;
  label: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile(route, datedCsvName(fileName), query);
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
      loaderProps={{ 'aria-label': busyLabel }}
      onClick={() => void exportCsv()}
      data-export-csv
    >
      {label}
    </Button>
  );
}
