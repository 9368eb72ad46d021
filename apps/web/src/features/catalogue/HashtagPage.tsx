import { Alert, Text } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { CardList, CardSkeletons } from './CardList.tsx';
import classes from './catalogue.module.css';
import { useCatalogueSort, useHashtagPage, useHashtags } from './catalogue-queries.ts';
import { Pager } from './Pager.tsx';
import { groupPageLayout, pageParam, pagerSlots, previousPageWhenEmpty } from './shelf-layout.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';

/** The books carrying one hashtag (`/search?hashtag={id}`, opened from a detail's hashtag chip). */
export function HashtagPage({ hashtagId }: { hashtagId: number }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const layout = groupPageLayout(setting);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params.get('page'));
  const sort = useCatalogueSort();
  const result = useHashtagPage(hashtagId, { page, size: layout.size, ...sort });
  // The chip puts the name in the address (`tag`), so the heading is right before the list arrives.
  const name = useHashtags().data?.find((h) => h.id === hashtagId)?.name ?? params.get('tag') ?? '';
  const favourite = useFavouriteToggle(null);
  const slots = pagerSlots(setting.pagingPosition);

  const previous = previousPageWhenEmpty(page, result.data);
  useEffect(() => {
    if (previous === null) return;
    const next = new URLSearchParams(params);
    next.set('page', String(previous));
    navigate({ search: next.toString() }, { replace: true });
  }, [previous, params, navigate]);

  const data = previous === null ? result.data : undefined;
  return (
    <section aria-labelledby="hashtag-title" data-hashtag-page={hashtagId}>
      <div className={classes.shelfHead}>
        <h1 id="hashtag-title" className={classes.heading} style={{ fontSize: '1.5rem' }}>
          {t('catalogue.hashtag.title', { name })}
        </h1>
        {data && data.totalElements > 0 && (
          <Text size="sm" data-total={data.totalElements}>
            {t('catalogue.group.total', { count: data.totalElements })}
          </Text>
        )}
      </div>
      {result.isError ? (
        <Text>{t('catalogue.detail.noData')}</Text>
      ) : !data ? (
        <CardSkeletons layout={layout} />
      ) : data.content.length === 0 ? (
        <Alert color="gray" variant="light" icon={<IconHash aria-hidden />}>
          {t('catalogue.detail.noData')}
        </Alert>
      ) : (
        <>
          {slots.top && <Pager page={page} totalPages={data.totalPages} slot="top" />}
          <CardList
            cards={data.content}
            layout={layout}
            label={name}
            context={{
              titleLevel: 2,
              groupId: null,
              search: true,
              pendingId: favourite.pendingId,
              onToggleFavourite: (c) => favourite.toggle(c),
            }}
          />
          {slots.bottom && <Pager page={page} totalPages={data.totalPages} slot="bottom" />}
        </>
      )}
    </section>
  );
}
