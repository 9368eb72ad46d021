import { useTranslation } from '../../../i18n/use-translation.ts';
import { CsvExportButton as ExportButton } from '../kit/CsvExportButton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';

/** Downloads every content of the acting company (a system admin's choice, else the admin's own) as CSV. */
export function CsvExportButton() {
  const { t } = useTranslation();
  const { query } = useConsoleScope();
  return (
    <ExportButton
      route="contentCsvExport"
      query={query}
      fileName="contents"
      label={t('contentAdmin.csv.export')}
      busyLabel={t('contentAdmin.csv.exporting')}
    />
  );
}
