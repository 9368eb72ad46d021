import { Alert, Button, Text } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import { CardList, CardSkeletons } from '../catalogue/CardList.tsx';
import catalogueClasses from '../catalogue/catalogue.module.css';
import { HashtagPage } from '../catalogue/HashtagPage.tsx';
import { Pager } from '../catalogue/Pager.tsx';
import { groupPageLayout, pageParam, pagerSlots, previousPageWhenEmpty } from '../catalogue/shelf-layout.ts';
import { useFavouriteToggle } from '../catalogue/use-favourite-toggle.ts';
import { FullTextHitItem } from './FullTextHitItem.tsx';
import { SearchSortControl } from './SearchSortControl.tsx';
import classes from './search.module.css';
import type { AddressSearch } from './search-address.ts';
import { useSearchOverlay } from './search-overlay-store.ts';
import { useFullTextSearch, useParameterSearch } from './search-queries.ts';
import { type SearchSort, useSearchSort } from './use-search-sort.ts';

/**
 * The results of the search in the address (on `/search`, `/home-search`, `/home-search/{groupId}`):
 * a parameter search as cards in the layout of the result setting, a full-text search as books with
 * their matching pages, a hashtag's books as the catalogue draws them (search type 4).
 */
export function SearchResults({ search, groupId }: { search: AddressSearch; groupId: number | null }) {
  if (search.type === 'hashtag') return <HashtagPage key={search.hashtagId} hashtagId={search.hashtagId} />;
  return search.type === 'fullText' ? (
    <FullTextResults words={search.words} groupId={groupId} />
  ) : (
    <ParameterResults search={search} />
  );
}

/** `/search` without a search: what it is for, and the button that opens the overlay. */
export function SearchStart() {
  const { t } = useTranslation();
  const open = useSearchOverlay((s) => s.open);
  return (
    <section aria-labelledby="search-title" data-search-start="">
      <h1 id="search-title" className={catalogueClasses.heading} style={{ fontSize: '1.5rem' }}>
        {t('search.results.title')}
      </h1>
      <p>{t('search.results.start')}</p>
      <Button leftSection={<IconSearch size={18} aria-hidden />} onClick={open} data-open-search="">
        {t('search.results.openSearch')}
      </Button>
    </section>
  );
}

/** The page number in the address; an empty page above 1 goes back one page. */
function usePaging(result: { content: unknown[] } | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params.get('page'));
  const previous = previousPageWhenEmpty(page, result);
  useEffect(() => {
    if (previous === null) return;
    const next = new URLSearchParams(params);
    next.set('page', String(previous));
    navigate({ search: next.toString() }, { replace: true });
  }, [previous, params, navigate]);
  return { page, settled: previous === null };
}

function ResultsFrame({
  heading,
  total,
  sort,
  withRelevance = false,
  children,
}: {
  heading: string;
  total: number | undefined;
  sort: SearchSort;
  withRelevance?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const open = useSearchOverlay((s) => s.open);
  return (
    <section aria-labelledby="search-title" data-search-results="">
      <div className={classes.resultsHead}>
        <h1 id="search-title" className={catalogueClasses.heading} style={{ fontSize: '1.5rem' }}>
          {heading}
        </h1>
        <Button variant="default" size="xs" onClick={open} leftSection={<IconSearch size={16} aria-hidden />}>
          {t('search.results.edit')}
        </Button>
      </div>
      <div className={classes.toolbar}>
        <div role="status" aria-live="polite">
          {total !== undefined && (
            <Text size="sm" data-total={total}>
              {t('search.results.total', { count: total })}
            </Text>
          )}
        </div>
        <SearchSortControl sort={sort} withRelevance={withRelevance} />
      </div>
      {children}
    </section>
  );
}

function NoResults({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return failed ? (
    <Alert color="gray" variant="light" icon={<IconSearchOff aria-hidden />} data-search-failed="">
      <Text size="sm">{t('search.results.failed')}</Text>
      <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
        {t('search.results.retry')}
      </Button>
    </Alert>
  ) : (
    <Alert color="gray" variant="light" icon={<IconSearchOff aria-hidden />} data-search-empty="">
      {t('search.results.none')}
    </Alert>
  );
}

function ParameterResults({ search }: { search: Extract<AddressSearch, { type: 'parameter' }> }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const layout = groupPageLayout(setting);
  const sort = useSearchSort();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const result = useParameterSearch(search.requests, { page, size: layout.size, ...sort.query }, sort.ready);
  const paging = usePaging(result.data);
  const favourite = useFavouriteToggle(null);
  const slots = pagerSlots(setting.pagingPosition);
  const data = paging.settled ? result.data : undefined;
  const translate = useTranslated();
  const heading = setting.pageTitle
    ? translate(setting.pageTitle, setting.pageTitleTranslations)
    : t('search.results.title');
  return (
    <ResultsFrame heading={heading} total={data?.totalElements} sort={sort}>
      {result.isError ? (
        <NoResults failed onRetry={() => void result.refetch()} />
      ) : !data ? (
        <CardSkeletons layout={layout} />
      ) : data.content.length === 0 ? (
        <NoResults failed={false} onRetry={() => undefined} />
      ) : (
        <>
          {slots.top && <Pager page={paging.page} totalPages={data.totalPages} slot="top" />}
          <CardList
            cards={data.content}
            layout={layout}
            label={heading}
            context={{
              titleLevel: 2,
              groupId: null,
              search: true,
              pendingId: favourite.pendingId,
              onToggleFavourite: (c) => favourite.toggle(c),
            }}
          />
          {slots.bottom && <Pager page={paging.page} totalPages={data.totalPages} slot="bottom" />}
        </>
      )}
    </ResultsFrame>
  );
}

function FullTextResults({ words, groupId }: { words: string; groupId: number | null }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const layout = groupPageLayout(setting);
  const sort = useSearchSort(true);
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const result = useFullTextSearch(words, groupId, { page, size: layout.size, ...sort.query }, sort.ready);
  const paging = usePaging(result.data);
  const slots = pagerSlots(setting.pagingPosition);
  const data = paging.settled ? result.data : undefined;
  return (
    <ResultsFrame
      heading={t('search.results.fullTextTitle', { words })}
      total={data?.totalElements}
      sort={sort}
      withRelevance
    >
      {result.isError ? (
        <NoResults failed onRetry={() => void result.refetch()} />
      ) : !data ? (
        <CardSkeletons layout={{ ...layout, wrap: true }} />
      ) : data.content.length === 0 ? (
        <NoResults failed={false} onRetry={() => undefined} />
      ) : (
        <>
          {slots.top && <Pager page={paging.page} totalPages={data.totalPages} slot="top" />}
          <ul className={classes.hitList} data-full-text-results="">
            {data.content.map((hit) => (
              <FullTextHitItem key={hit.id} hit={hit} terms={data.terms} groupId={groupId} />
            ))}
          </ul>
          {slots.bottom && <Pager page={paging.page} totalPages={data.totalPages} slot="bottom" />}
        </>
      )}
    </ResultsFrame>
  );
}
