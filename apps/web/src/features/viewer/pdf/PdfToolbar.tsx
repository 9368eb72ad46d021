import { Button, Group, TextInput } from '@mantine/core';
import {
  IconArrowAutofitHeight,
  IconArrowAutofitWidth,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconLayoutSidebarLeftExpand,
  IconListTree,
  IconPrinter,
  IconSearch,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BackToLibrary } from '../BackToLibrary.tsx';
import type { ZoomMode } from './page-layout.ts';
import classes from './pdf-viewer.module.css';
import { ToolButton } from './ToolButton.tsx';

interface PdfToolbarProps {
  title: string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** A page number was entered: the reading area takes the focus (the keys turn pages from there). */
  onPageEntered(): void;
  zoom: ZoomMode;
  scale: number;
  onZoom(zoom: ZoomMode | 'in' | 'out'): void;
  onThumbnails(): void;
  /** Opens the table of contents; absent when the book has no outline (no button then). */
  onOutline?: (() => void) | undefined;
  onFind(): void;
  findOpen: boolean;
  /** 0: no print button; 1 all pages; 2 the current page. */
  printMode: 0 | 1 | 2;
  onPrint(): void;
}

/** The PDF reader's controls: thumbnails, page navigation with a page-number field, zoom, print. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const { page, pageCount } = props;
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = () => {
    const wanted = Number.parseInt(typed, 10);
    if (Number.isFinite(wanted)) props.onPage(Math.min(pageCount, Math.max(1, wanted)));
    else setTyped(String(page));
  };
  return (
    <div className={classes.toolbar} role="toolbar" aria-label={t('viewer.pdf.controls')}>
      <Group gap={4} wrap="nowrap">
        <BackToLibrary />
        {props.onOutline && (
          <ToolButton
            label={t('viewer.pdf.outline')}
            icon={IconListTree}
            onClick={props.onOutline}
            testId="outline"
          />
        )}
        <ToolButton
          label={t('viewer.pdf.thumbnails')}
          icon={IconLayoutSidebarLeftExpand}
          onClick={props.onThumbnails}
          testId="thumbnails"
        />
        <h1 className={classes.title} title={props.title}>
          {props.title}
        </h1>
      </Group>
      <div className={classes.toolbarGroup}>
        <ToolButton
          label={t('viewer.pdf.first')}
          icon={IconChevronsLeft}
          onClick={() => props.onPage(1)}
          disabled={page <= 1}
          testId="first"
        />
        <ToolButton
          label={t('viewer.pdf.previous')}
          icon={IconChevronLeft}
          onClick={() => props.onPage(page - 1)}
          disabled={page <= 1}
          testId="previous"
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go();
            props.onPageEntered();
          }}
        >
          <TextInput
            className={classes.pageInput}
            size="xs"
            inputMode="numeric"
            aria-label={t('viewer.pdf.pageNumber')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
            onBlur={go}
            onFocus={(event) => event.currentTarget.select()}
            data-page-input=""
          />
        </form>
        <span className={classes.pageTotal} data-page-count={pageCount}>
          {t('viewer.pdf.pageOf', { total: pageCount })}
        </span>
        <ToolButton
          label={t('viewer.pdf.next')}
          icon={IconChevronRight}
          onClick={() => props.onPage(page + 1)}
          disabled={page >= pageCount}
          testId="next"
        />
        <ToolButton
          label={t('viewer.pdf.last')}
          icon={IconChevronsRight}
          onClick={() => props.onPage(pageCount)}
          disabled={page >= pageCount}
          testId="last"
        />
      </div>
      <div className={classes.toolbarGroup}>
        <ToolButton
          label={t('viewer.pdf.find')}
          icon={IconSearch}
          onClick={props.onFind}
          pressed={props.findOpen}
          testId="find"
        />
        <ToolButton label={t('viewer.pdf.zoomOut')} icon={IconZoomOut} onClick={() => props.onZoom('out')} />
        <span className={classes.pageTotal} aria-live="polite" data-zoom={Math.round(props.scale * 100)}>
          {t('viewer.pdf.zoom', { percent: Math.round(props.scale * 100) })}
        </span>
        <ToolButton label={t('viewer.pdf.zoomIn')} icon={IconZoomIn} onClick={() => props.onZoom('in')} />
        <ToolButton
          label={t('viewer.pdf.fitWidth')}
          icon={IconArrowAutofitWidth}
          onClick={() => props.onZoom('fitWidth')}
          pressed={props.zoom === 'fitWidth'}
        />
        <ToolButton
          label={t('viewer.pdf.fitPage')}
          icon={IconArrowAutofitHeight}
          onClick={() => props.onZoom('fitPage')}
          pressed={props.zoom === 'fitPage'}
        />
      </div>
      {props.printMode !== 0 && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={props.onPrint}
          data-print-button={props.printMode}
        >
          {props.printMode === 1 ? t('viewer.print.button') : t('viewer.print.currentPage')}
        </Button>
      )}
    </div>
  );
}
