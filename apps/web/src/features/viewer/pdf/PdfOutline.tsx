import { Drawer } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { currentEntry, type OutlineEntry } from './pdf-outline.ts';
import classes from './pdf-viewer.module.css';

interface PdfOutlineProps {
  opened: boolean;
  onClose(): void;
  entries: readonly OutlineEntry[];
  currentPage: number;
  onChoose(page: number): void;
}

/**
 * The book's table of contents from its outline (a drawer at every width, the pages keep the screen):
 * nested lists of buttons, the section the reader is in marked and focused when the drawer opens.
 * Entries leading nowhere in the book are shown as text.
 */
export default function PdfOutline(props: PdfOutlineProps) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLButtonElement>(null);
  const current = currentEntry(props.entries, props.currentPage);
  const { opened } = props;
  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(() => {
      currentRef.current?.scrollIntoView?.({ block: 'center' });
      currentRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const list = (entries: readonly OutlineEntry[], level: number) => (
    <ul className={classes.outlineList} data-outline-level={level}>
      {entries.map((entry, index) => {
        const isCurrent = entry === current;
        const { page } = entry;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: outline entries have no identity but their place.
          <li key={index}>
            {page === null ? (
              <span className={classes.outlineEntry}>{entry.title}</span>
            ) : (
              <button
                ref={isCurrent ? currentRef : undefined}
                type="button"
                className={classes.outlineEntry}
                aria-current={isCurrent ? 'location' : undefined}
                onClick={() => props.onChoose(page)}
                data-outline-page={page}
              >
                <span>{entry.title}</span>
                <span className={classes.outlinePage} aria-hidden>
                  {page}
                </span>
              </button>
            )}
            {entry.children.length > 0 && list(entry.children, level + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      title={t('viewer.pdf.outline')}
      closeButtonProps={{ 'aria-label': t('viewer.pdf.closeOutline') }}
      size="min(22rem, 90vw)"
      padding="sm"
    >
      <nav aria-label={t('viewer.pdf.outline')} data-pdf-outline="">
        {list(props.entries, 1)}
      </nav>
    </Drawer>
  );
}
