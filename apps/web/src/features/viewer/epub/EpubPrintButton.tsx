import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The reader's print button, as the content's print mode allows: the whole book (1,
 * `onPrintWhole` builds it first), the page in view (2: the print copy already holds it, so the
 * browser's print is enough), or none (0).
 */
export function EpubPrintButton(props: { print: 0 | 1 | 2; disabled: boolean; onPrintWhole: () => void }) {
  const { t } = useTranslation();
  if (props.print === 0) return null;
  const label = t(props.print === 1 ? 'viewer.epub.printWhole' : 'viewer.print.currentPage');
  return (
    <Tooltip withinPortal={false} label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        disabled={props.disabled}
        data-print-button={props.print}
        onClick={() => (props.print === 1 ? props.onPrintWhole() : window.print())}
      >
        <IconPrinter aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
