import type { CatalogueCard, ContentGroupSummary, Page } from '@hondana/contract';
import { Alert, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { useSidebarGroups } from '../chrome/useSidebarGroups.ts';
import { CardList, CardSkeletons } from './CardList.tsx';
import classes from './catalogue.module.css';
import { useCataloguePage, useGroupSort } from './catalogue-queries.ts';
import { groupName } from './group-name.ts';
import { Pager } from './Pager.tsx';
import { groupPageLayout, pageParam, pagerSlots, previousPageWhenEmpty } from './shelf-layout.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';

/**
 * A content group's listing (`/{contentGroupId}`): rows × covers a row of the search-result
 * setting, the pager where the setting puts it, the sort of the control above. An empty page above 1
 * asks for the previous page; an empty group says so.
 */
export function GroupPage({ groupId }: { groupId: number }) {
  const lang = useCurrentLanguage();
  const { settings } = useTenant();
  const { special, normal, settled } = useSidebarGroups();
  const group = [...special, ...normal].find((g) => g.id === groupId);
  if (!group) {
    if (!settled)
      return <CardSkeletons layout={groupPageLayout(settings.contentSearchResultSettingResponse)} />;
    return <NotFound />;
  }
  return <GroupListing group={group} name={groupName(group, lang)} />;
}

function GroupListing({ group, name }: { group: ContentGroupSummary; name: string }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const layout = groupPageLayout(setting);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageParam(params.get('page'));
  const sort = useGroupSort()(group.type);
  const result = useCataloguePage({ content_group_id: group.id, page, size: layout.size, ...sort });
  const favourite = useFavouriteToggle(group.id);
  const slots = pagerSlots(setting.pagingPosition);

  const previous = previousPageWhenEmpty(page, result.data);
  useEffect(() => {
    if (previous === null) return;
    const next = new URLSearchParams(params);
    if (previous === 1) next.delete('page');
    else next.set('page', String(previous));
    navigate({ search: next.toString() }, { replace: true });
  }, [previous, params, navigate]);

  if (result.isError) return <NotFound />;
  const data: Page<CatalogueCard> | undefined = previous === null ? result.data : undefined;
  return (
    <section aria-labelledby="group-title" data-group-page={group.id} data-group-type={group.type}>
      <div className={classes.shelfHead}>
        <h1 id="group-title" className={classes.heading} style={{ fontSize: '1.5rem' }}>
          {name}
        </h1>
        {data && data.totalElements > 0 && (
          <Text size="sm" data-total={data.totalElements}>
            {t('catalogue.group.total', { count: data.totalElements })}
          </Text>
        )}
      </div>
      {!data ? (
        <CardSkeletons layout={layout} />
      ) : data.content.length === 0 ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconBooks aria-hidden />}
          title={t('catalogue.group.empty')}
          data-group-empty=""
        >
          {t('catalogue.group.emptyHint')}
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
              groupId: group.id,
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

function NotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconBooks aria-hidden />} data-group-missing="">
      <Text component="h1" fw={700} size="md">
        {t('catalogue.group.notFound')}
      </Text>
    </Alert>
  );
}
