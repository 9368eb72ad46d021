import { Button, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { CardList } from './CardList.tsx';
import classes from './catalogue.module.css';
import { useSeriesVolumes } from './catalogue-queries.ts';
import { groupPageLayout } from './shelf-layout.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';

/** Further pages load when the reader is within 250 px of the page's end… */
export const SERIES_NEAR_END_PX = 250;
/** …and at most once per 500 ms of scrolling. */
export const SERIES_DEBOUNCE_MS = 500;

const nearEnd = () =>
  document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) <= SERIES_NEAR_END_PX;

/**
 * The other volumes of the content's series, under the series field's name: the first page, a 'more'
 * control, then every further page as the reader scrolls near the end of the page.
 */
export function SeriesList({
  id,
  seriesName,
  groupId,
}: {
  id: string;
  seriesName: string;
  groupId: number | null;
}) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const layout = groupPageLayout(settings.contentSearchResultSettingResponse);
  // One row a page: the first row shows at once, each further row comes with the scroll.
  const volumes = useSeriesVolumes(id, layout.perRow, true);
  const [expanded, setExpanded] = useState(false);
  const favourite = useFavouriteToggle(groupId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = volumes;

  useEffect(() => {
    if (!expanded || !hasNextPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (nearEnd() && !isFetchingNextPage) void fetchNextPage();
      }, SERIES_DEBOUNCE_MS);
    };
    // A page that arrives still short of the window's end asks for the next one without a scroll.
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [expanded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const cards = volumes.data?.pages.flatMap((p) => p.content) ?? [];
  const total = volumes.data?.pages[0]?.totalElements ?? 0;
  return (
    <section className={classes.series} aria-labelledby="series-title" data-series="">
      <h2 id="series-title" className={classes.heading}>
        {t('catalogue.series.title', { name: seriesName })}
      </h2>
      <div style={{ marginTop: 12 }}>
        {volumes.isPending ? (
          <Loader size="sm" aria-label={t('catalogue.series.loading')} />
        ) : volumes.isError ? (
          <Text>{t('catalogue.detail.noData')}</Text>
        ) : cards.length === 0 ? (
          <Text data-series-none="">{t('catalogue.series.none')}</Text>
        ) : (
          <>
            <CardList
              cards={cards}
              layout={layout}
              label={seriesName}
              context={{
                groupId,
                pendingId: favourite.pendingId,
                onToggleFavourite: (c) => favourite.toggle(c),
              }}
            />
            <div
              className={classes.status}
              style={{ minHeight: 64 }}
              data-series-count={cards.length}
              data-series-total={total}
            >
              {!expanded && hasNextPage ? (
                <Button
                  variant="default"
                  onClick={() => {
                    setExpanded(true);
                    void fetchNextPage();
                  }}
                  data-series-more=""
                >
                  {t('catalogue.series.more')}
                </Button>
              ) : isFetchingNextPage ? (
                <Loader size="sm" aria-label={t('catalogue.series.loading')} />
              ) : !hasNextPage && expanded ? (
                <Text size="sm">{t('catalogue.series.end')}</Text>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
